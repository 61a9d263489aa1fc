import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client.js';
import { chunksOf, postgresPubSub, type PubSub } from '../../../server/live/pubsub.js';
import { openTestDatabase } from '../../support/test-database.js';

// PostgreSQL only: on PGlite live events never leave the process.
describe('live events between instances through NOTIFY', () => {
  let database: Database;
  let sender: PubSub;
  let receiver: PubSub;
  beforeAll(async () => {
    database = await openTestDatabase();
    [sender, receiver] = [postgresPubSub(database.url ?? ''), postgresPubSub(database.url ?? '')];
    await Promise.all([sender.start(), receiver.start()]);
  });
  afterAll(async () => {
    await Promise.all([sender.close(), receiver.close()]);
    await database.close();
  });

  it('carries an event far over NOTIFY’s 8 kB, with multi-byte text, whole and in order with a small one', async () => {
    const heard: string[] = [];
    receiver.subscribe((payload) => heard.push(payload));
    // A whole camp's broadcast: thousands of recipient ids, and a message with accents and emoji.
    const large = JSON.stringify({
      to: Array.from({ length: 2000 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`),
      text: 'Feu de camp à 20 h 🔥'.repeat(200),
    });
    await sender.publish(large);
    await sender.publish('small');
    await expect.poll(() => heard.length, { timeout: 10_000 }).toBe(2);
    expect(heard).toEqual([large, 'small']);
  });

  it('cuts a long text between characters, each piece within NOTIFY’s limit', () => {
    // Three-byte and four-byte characters, so a cut at the byte limit falls inside one.
    const text = 'é🔥€'.repeat(3000);
    const pieces = chunksOf(text);
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join('')).toBe(text);
    for (const piece of pieces) {
      expect(Buffer.byteLength(piece)).toBeLessThanOrEqual(7800);
      expect(piece).not.toContain('\uFFFD');
    }
  });

  it('does not bring an instance what it published itself', async () => {
    const own: string[] = [];
    const other: string[] = [];
    sender.subscribe((payload) => own.push(payload));
    receiver.subscribe((payload) => other.push(payload));
    await sender.publish('from the sender');
    await expect.poll(() => other, { timeout: 10_000 }).toContain('from the sender');
    // Published after it and heard by the receiver: had the sender heard itself, it would have by now.
    await receiver.publish('from the receiver');
    await expect.poll(() => own, { timeout: 10_000 }).toEqual(['from the receiver']);
  });
});
