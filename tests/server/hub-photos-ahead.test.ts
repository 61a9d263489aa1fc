/**
 * The photos made at camp go up ahead of their changes (server/hub/hub-photos-ahead.ts): several at once, so the link
 * carries the next photo's bytes while the cloud is busy answering one; each photo once, however the asks overlap;
 * and an ask made while photos go ahead is not lost: it goes right after them.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CloudClient } from '../../server/hub/cloud-client.js';
import { photosAhead } from '../../server/hub/hub-photos-ahead.js';
import type { MadeKeys } from '../../server/hub/hub-journal-repository.js';
import { createDiskStore } from '../../server/storage/disk-store.js';

let dir: string;
const store = () => createDiskStore(dir);
const photos: MadeKeys[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'cw-photos-ahead-'));
  for (let i = 0; i < 9; i += 1) {
    const id = randomUUID();
    const made = { display: `posts/${id}.jpg`, thumb: `thumbs/${id}.webp` };
    await store().put(made.display, Buffer.from(`photo ${i}`));
    await store().put(made.thumb, Buffer.from(`thumbnail ${i}`));
    photos.push(made);
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A cloud whose answers to PUT come only when the test lets them: what it was sent, and how much was under way at once. */
function slowCloud() {
  const put: string[] = [];
  const waiting: (() => void)[] = [];
  let underWay = 0;
  let most = 0;
  const cloud: CloudClient = {
    address: 'https://cloud.test',
    json: () => Promise.reject(new Error('not asked')),
    bytes: () => Promise.reject(new Error('not asked')),
    put: async (at) => {
      put.push(at);
      most = Math.max(most, (underWay += 1));
      await new Promise<void>((resolve) => waiting.push(resolve));
      underWay -= 1;
    },
  };
  /** Answers every PUT under way until `count` photos (a display and a thumbnail each) were put and answered. */
  const answerAll = async (count: number) => {
    for (;;) {
      await expect.poll(() => waiting.length > 0 || put.length === 2 * count, { timeout: 10_000, interval: 5 }).toBe(true);
      if (waiting.length === 0) return;
      waiting.splice(0).forEach((answer) => answer());
    }
  };
  return { cloud, put, answerAll, waiting, most: () => most };
}

/** The photos put, each a display and its thumbnail: the displays' addresses, sorted. */
const displays = (put: string[]) => put.filter((at) => at.startsWith('/hub/photos/posts/')).sort();
const addresses = (made: MadeKeys[]) => made.map((p) => `/hub/photos/${p.display}`).sort();

describe('photos going up ahead of their changes', () => {
  it('puts several at once, each once though asked for twice meanwhile', async () => {
    const { cloud, put, answerAll, waiting } = slowCloud();
    const ahead = photosAhead(cloud, store());
    const sending = ahead.send(photos.slice(0, 6));
    await expect.poll(() => waiting.length, { timeout: 10_000, interval: 5 }).toBe(3);
    // The forwarder asks for the first two as their request goes: they are on their way already.
    const firstTwo = ahead.send(photos.slice(0, 2));
    await answerAll(6);
    await Promise.all([sending, firstTwo]);
    expect(displays(put)).toEqual(addresses(photos.slice(0, 6)));
  });

  it('sends what was asked for while photos went ahead right after them', async () => {
    const { cloud, put, answerAll, waiting, most } = slowCloud();
    const ahead = photosAhead(cloud, store());
    ahead.ahead(() => Promise.resolve(photos.slice(0, 3)));
    await expect.poll(() => waiting.length, { timeout: 10_000, interval: 5 }).toBe(3);
    ahead.ahead(() => Promise.resolve(photos.slice(2, 6)));
    ahead.ahead(() => Promise.resolve(photos.slice(3, 9)));
    await answerAll(photos.length);
    expect(displays(put)).toEqual(addresses(photos));
    expect(most()).toBe(3);
  });
});
