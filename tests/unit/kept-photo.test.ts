import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPost } from '../../src/db/mutate';
import { db } from '../../src/db/schema';
import { author } from './support/camp-seed';
import { failWrites } from './support/failing-idb';
import { resetDb } from './support/outbox-fixtures';

beforeEach(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  if (!db.isOpen()) await db.open();
  await resetDb();
});
afterEach(async () => {
  vi.restoreAllMocks();
});

const photo = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], { type: 'image/jpeg' });

describe('a photo kept for a post', () => {
  it('waits on the phone with the queued post', async () => {
    await createPost({ caption: 'Sunrise over the lake', image: photo(), filename: 'sunrise.jpg' }, author);
    expect(await db.blobs.count()).toBe(1);
    expect(await db.outbox.count()).toBe(1);
  });

  it('is removed from the phone when the post could not be queued (the phone ran out of room for it)', async () => {
    await failWrites((table) => (table === 'outbox' ? new DOMException('The quota has been exceeded.', 'QuotaExceededError') : undefined));
    await expect(createPost({ caption: 'Sunrise over the lake', image: photo(), filename: 'sunrise.jpg' }, author)).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.posts.count()).toBe(0);
    expect(await db.blobs.count()).toBe(0);
  });
});
