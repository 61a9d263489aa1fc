/**
 * The hub bench's two servers: a cloud (server/main.ts, on PGlite) holding a camp of phones and their chat group, and
 * a camp hub (server/hub/main.ts) that pulled the camp from it through a relay standing for the camp's internet link
 * (tests/support/relay.ts: cut, restored, limited in bytes a second). The hub runs on one core (`taskset`) when the
 * machine has it, as a small computer at camp would.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Conversation } from '../../contracts/chat.js';
import type { CreatedHubKey } from '../../contracts/hub.js';
import { startRelay, type Relay } from '../../tests/support/relay.js';
import { startServerProcess, type ServerProcess } from '../../tests/support/server-process.js';
import { makePeople, openCamp } from '../load/setup.js';

export interface CampPair {
  cloud: ServerProcess;
  hub: ServerProcess;
  /** The hub's link to the cloud. */
  link: Relay;
  hubKey: string;
  /** Who writes (a camper in the group), and the phones that listen (the group's other members). */
  poster: string;
  phones: string[];
  conversationId: string;
  /** How the hub was held to one core ("pinned to core 0 (taskset)"), or why it was not. */
  pinned: string;
  close(): Promise<void>;
}

/** Holds every thread of a running process to core 0; answers how it went, as the bench prints it. */
function pinToOneCore(pid: number): string {
  const pinned = spawnSync('taskset', ['-a', '-c', '-p', '0', String(pid)], { encoding: 'utf8' });
  if (pinned.error) return 'not pinned: taskset is not installed (the hub used every core)';
  if (pinned.status !== 0) return `not pinned: taskset refused (${pinned.stderr.trim()})`;
  return 'pinned to core 0 (taskset)';
}

async function call<T>(url: string, token: string, body: unknown): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** A cloud with `phones` + 1 campers in one group, and a hub that holds them. */
export async function startCampPair(phones: number): Promise<CampPair> {
  const camp = await openCamp();
  const people = await makePeople(camp, phones + 1, 'camper');
  await camp.database.close();
  const hubDir = mkdtempSync(path.join(tmpdir(), 'cw-bench-hub-'));
  const cloud = await startServerProcess(camp.env);
  const stops: (() => Promise<unknown>)[] = [() => camp.drop(), () => cloud.stop()];
  const close = async () => {
    for (const stop of stops.reverse()) await stop();
    rmSync(hubDir, { recursive: true, force: true });
  };
  try {
    const signedIn = await fetch(`${cloud.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: camp.env.ADMIN_EMAIL, password: camp.env.ADMIN_PASSWORD }),
    });
    const { token: admin } = (await signedIn.json()) as { token: string };
    const { key } = await call<CreatedHubKey>(`${cloud.url}/api/admin/hub-keys`, admin, { label: 'Hub bench' });
    const [poster, ...listeners] = people;
    if (!poster) throw new Error('no poster');
    const group = await call<Conversation>(`${cloud.url}/api/conversations`, poster.token, {
      type: 'group',
      name: 'Camp',
      member_ids: listeners.map((p) => p.id),
    });
    const link = await startRelay(cloud.url);
    stops.push(() => link.close());
    const hub = await startServerProcess(
      { HUB_CLOUD_URL: link.url, HUB_KEY: key, DATA_DIR: hubDir, STATIC_DIR: path.join(hubDir, 'none'), LOG_LEVEL: 'error' },
      { script: 'server/hub/main.ts' },
    );
    stops.push(() => hub.stop());
    const pinned = pinToOneCore(hub.child.pid ?? 0);
    return {
      cloud,
      hub,
      link,
      hubKey: key,
      poster: poster.token,
      phones: listeners.map((p) => p.token),
      conversationId: group.id,
      pinned,
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}
