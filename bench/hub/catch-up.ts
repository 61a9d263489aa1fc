/**
 * A weekend's catch-up: with the hub's link to the cloud cut, the phones write at the hub (chat messages to their group
 * and photo posts, each with its Idempotency-Key as the app sends them, a few at once); then the link comes back at a
 * given bandwidth and the cloud's counts are read until they hold every write. Answers how long the camp's writes took,
 * how long until the cloud held them all (from the link's return), and the bytes the link carried each way.
 */
import { randomUUID } from 'node:crypto';
import { multipartBody } from '../../tests/support/posts-helpers.js';
import { cpuMs } from '../support/figures.js';
import type { CampPair } from './camp-pair.js';
import { cloudReaches, plus, type Held } from './cloud-counts.js';

/** Writes in flight at once: a few phones at a time, as at camp. */
const AT_ONCE = 4;

export interface CatchUp {
  /** Time the phones took to make the writes at the hub (ms). */
  madeMs: number;
  /** From the link's return to the last write held by the cloud (ms), or null if it was not within the bound. */
  syncedMs: number | null;
  /** What the cloud held at the end, of what it should. */
  held: Held;
  target: Held;
  /** Bytes the link carried from the hub to the cloud (up) and back (down). */
  up: number;
  down: number;
  /** The photos' own bytes, as uploaded. */
  photoBytes: number;
  /** CPU each server used from the link's return to the end (ms). */
  cpu: { hub: number; cloud: number };
}

/** POSTs to the hub as `token`; a refusal stops the bench. */
async function write(url: string, token: string, body: { payload: BodyInit; headers: Record<string, string> }): Promise<void> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { ...body.headers, authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    body: body.payload,
  });
  if (res.status !== 201) throw new Error(`a write at the hub was refused: ${res.status} ${await res.text()}`);
}

/** The camp's writes at the hub: `messages` chat messages and a photo post per photo, the phones taking turns. */
async function campWrites(pair: CampPair, messages: number, photos: Buffer[]): Promise<void> {
  const authors = pair.phones;
  const author = (i: number) => authors[i % authors.length] ?? '';
  const message = (i: number) => () =>
    write(`${pair.hub.url}/api/conversations/${pair.conversationId}/messages`, author(i), {
      payload: JSON.stringify({ content: `At camp, message ${i}`, type: 'text' }),
      headers: { 'content-type': 'application/json' },
    });
  const photo = (i: number, bytes: Buffer) => async () => {
    const form = await multipartBody({ caption: `At camp, photo ${i}` }, { bytes, name: `IMG_${i}.jpg`, type: 'image/jpeg' });
    await write(`${pair.hub.url}/api/posts`, author(i), { payload: new Uint8Array(form.payload), headers: form.headers });
  };
  // The photos spread among the messages, as a day goes.
  const jobs = Array.from({ length: messages }, (_, i) => message(i));
  photos.forEach((bytes, i) => jobs.splice(Math.floor(((i + 0.5) * jobs.length) / photos.length), 0, photo(i, bytes)));
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) await jobs[next++]?.();
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
}

/**
 * Cuts the link, makes the writes at the hub, restores the link at `bytesPerSecond` and waits (within `boundMs`) until
 * the cloud holds `before` plus them.
 */
export async function catchUp(
  pair: CampPair,
  before: Held,
  writes: { messages: number; photos: Buffer[] },
  link: { bytesPerSecond: number; boundMs: number },
): Promise<CatchUp> {
  pair.link.cut();
  const started = performance.now();
  await campWrites(pair, writes.messages, writes.photos);
  const madeMs = performance.now() - started;
  const target = plus(before, { messages: writes.messages, posts: writes.photos.length });
  pair.link.limit(link.bytesPerSecond);
  pair.link.resetTraffic();
  const pids = [pair.hub.child.pid ?? 0, pair.cloud.child.pid ?? 0] as const;
  const cpuBefore = pids.map(cpuMs);
  const back = performance.now();
  pair.link.restore();
  const end = await cloudReaches(pair.cloud.url, pair.hubKey, target, link.boundMs);
  const [hub = 0, cloud = 0] = pids.map((pid, i) => cpuMs(pid) - (cpuBefore[i] ?? 0));
  const { up, down } = pair.link.carried();
  pair.link.limit(0);
  return {
    madeMs,
    syncedMs: end.reached ? end.at - back : null,
    held: end.held,
    target,
    up,
    down,
    photoBytes: writes.photos.reduce((sum, p) => sum + p.length, 0),
    cpu: { hub, cloud },
  };
}
