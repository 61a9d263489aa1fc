import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mutate } from '../../src/db/mutate';
import { outcomeOf, watchOutcome, type QueuedState } from '../../src/db/outcomes-repo';
import { db, type OutboxRow } from '../../src/db/schema';
import { drainOutbox } from '../../src/outbox/drain';
import { archery, seedCamp, setOnline } from './support/camp-seed';
import { fakeFetch } from './support/outbox-fixtures';

const full = { status: 409, body: { error: 'This event is full.' } };
const accepted = { status: 201, body: { ...archery, registration_count: 4, available_spots: 0, is_user_registered: true } };
const daysAgo = (d: number) => new Date(Date.now() - d * 24 * 3600_000).toISOString();

async function rsvp(): Promise<OutboxRow> {
  const row = await mutate('events.rsvp', { eventId: 'e1', register: true });
  if (!row) throw new Error('nothing was queued');
  return row;
}

beforeEach(() => seedCamp());
afterEach(() => setOnline(true));

describe('what became of a change (outcomeOf)', () => {
  it('is waiting while queued, then refused with the server’s sentence, kept by row and kind', async () => {
    const row = await rsvp();
    expect(await outcomeOf(row.id)).toEqual({ state: 'waiting' });
    fakeFetch(() => full);
    await drainOutbox();
    expect(await outcomeOf(row.id)).toEqual({ state: 'refused', reason: 'This event is full.' });
    expect(await db.outcomes.get(row.id)).toMatchObject({ rowId: row.id, kind: 'events.rsvp', state: 'refused' });
  });

  it('does not depend on the notice: clearing or rewording the inbox leaves the refusal known', async () => {
    const row = await rsvp();
    fakeFetch(() => full);
    await drainOutbox();
    await db.notifications.toCollection().modify({ message: 'Something else entirely' });
    expect(await outcomeOf(row.id)).toMatchObject({ state: 'refused' });
    await db.notifications.clear();
    expect(await outcomeOf(row.id)).toMatchObject({ state: 'refused' });
  });

  it('is sent once the server accepted it', async () => {
    const row = await rsvp();
    fakeFetch(() => accepted);
    await drainOutbox();
    expect(await outcomeOf(row.id)).toEqual({ state: 'sent' });
    expect(await db.outcomes.count()).toBe(0);
  });

  it('keeps refusals for a week', async () => {
    await db.outcomes.bulkPut([
      { rowId: 'old', kind: 'polls.vote', state: 'refused', reason: 'This poll has ended.', at: daysAgo(8) },
      { rowId: 'recent', kind: 'polls.vote', state: 'refused', reason: 'This poll has ended.', at: daysAgo(6) },
    ]);
    await rsvp();
    fakeFetch(() => full);
    await drainOutbox();
    const kept = (await db.outcomes.toArray()).map((o) => o.rowId);
    expect(kept).toHaveLength(2);
    expect(kept).toContain('recent');
    expect(kept).not.toContain('old');
  });
});

describe('following a change (watchOutcome)', () => {
  function follow(rowId: string): { states: QueuedState[]; ended: Promise<void>; stop: () => void } {
    const states: QueuedState[] = [];
    let stop = () => undefined as void;
    const ended = new Promise<void>((resolve) => {
      stop = watchOutcome(rowId, (s) => {
        states.push(s);
        if (s === 'done' || s === 'refused') resolve();
      });
    });
    return { states, ended, stop };
  }

  it('says it waits while the phone is offline, then sending, then done', async () => {
    setOnline(false);
    const row = await rsvp();
    const { states, ended } = follow(row.id);
    await expect.poll(() => states).toEqual(['waiting']);
    setOnline(true);
    let answer: (() => void) | undefined;
    fakeFetch(() => new Promise((resolve) => (answer = () => resolve(accepted))));
    const drain = drainOutbox();
    await expect.poll(() => states).toEqual(['waiting', 'sending']);
    await vi.waitFor(() => expect(answer).toBeDefined());
    answer?.();
    await drain;
    await ended;
    expect(states).toEqual(['waiting', 'sending', 'done']);
  });

  it('ends refused when the server says no', async () => {
    const row = await rsvp();
    const { states, ended } = follow(row.id);
    fakeFetch(() => full);
    await drainOutbox();
    await ended;
    expect(states.at(-1)).toBe('refused');
  });

  it('stops telling once unsubscribed', async () => {
    const row = await rsvp();
    const { states, stop } = follow(row.id);
    await expect.poll(() => states).toEqual(['sending']);
    stop();
    fakeFetch(() => full);
    await drainOutbox();
    expect(await outcomeOf(row.id)).toMatchObject({ state: 'refused' });
    expect(states).toEqual(['sending']);
  });
});
