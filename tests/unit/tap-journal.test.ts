import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mutate } from '../../src/db/mutate';
import { db } from '../../src/db/schema';
import { journaledTaps, journalTap } from '../../src/db/taps/tap-journal';
import { lastTapFailure } from '../../src/db/taps/tap-overlay';
import { replayTaps, tap } from '../../src/db/taps/tap';
import { useAuthStore } from '../../src/stores/auth-store';
import { archery } from './support/camp-seed';
import { jwtFor, resetDb } from './support/outbox-fixtures';

/** Each test is another camper: a page writes a person's journal again once. */
let camper = 0;
let me = '';
beforeEach(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  if (!db.isOpen()) await db.open();
  me = `camper-${++camper}`;
  useAuthStore.setState({ token: jwtFor(me), isAuthenticated: true });
  await resetDb(jwtFor(me));
});
afterEach(() => {
  useAuthStore.setState({ token: null, isAuthenticated: false });
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('taps kept from the moment they show', () => {
  it('journals a tap in the click itself, and lets it go once its write committed', async () => {
    const written = tap('packing.tick', { id: 1, checked: true });
    expect(journaledTaps(me).map((t) => [t.name, t.args])).toEqual([['packing.tick', { id: 1, checked: true }]]);
    expect(await written).toMatchObject({ path: '/packing/1' });
    expect(journaledTaps(me)).toEqual([]);
  });

  it('writes at the next start the last state of a row whose taps a reload cut off', async () => {
    // The page went away after the click, before the write: the journal holds the row's last tap.
    journalTap(me, 'packing.tick:2', 'packing.tick', { id: 2, checked: true });
    journalTap(me, 'packing.tick:2', 'packing.tick', { id: 2, checked: false });
    journalTap(me, 'packing.tick:3', 'packing.tick', { id: 3, checked: true });
    await replayTaps(me);
    expect(await db.packing.get(2)).toMatchObject({ is_checked: false });
    expect(await db.packing.get(3)).toMatchObject({ is_checked: true });
    expect((await db.outbox.toArray()).map((r) => [r.path, r.body])).toEqual([['/packing/3', { is_checked: true }]]);
    expect(journaledTaps(me)).toEqual([]);
  });

  it('does not apply twice a journaled tap whose write had committed, and tells no failure', async () => {
    const failedBefore = lastTapFailure();
    await mutate('packing.tick', { id: 4, checked: true });
    journalTap(me, 'packing.tick:4', 'packing.tick', { id: 4, checked: true });
    await replayTaps(me);
    expect(await db.outbox.count()).toBe(1);
    expect(await db.packing.get(4)).toMatchObject({ is_checked: true });
    expect(journaledTaps(me)).toEqual([]);
    expect(lastTapFailure()).toBe(failedBefore);
  });

  it('tells the camper when a journaled RSVP can no longer be kept (the event filled meanwhile)', async () => {
    await db.events.put({ ...archery, registration_count: 4, available_spots: 0 });
    const failedBefore = lastTapFailure();
    journalTap(me, 'events.rsvp:e1', 'events.rsvp', { eventId: 'e1', register: true });
    await replayTaps(me);
    expect(lastTapFailure()).not.toBe(failedBefore);
    expect(lastTapFailure()?.name).toBe('events.rsvp');
    expect(await db.outbox.count()).toBe(0);
    expect(journaledTaps(me)).toEqual([]);
  });

  it("writes only the signed-in person's journal", async () => {
    journalTap('someone-else', 'packing.tick:1', 'packing.tick', { id: 1, checked: true });
    await replayTaps(me);
    expect(await db.outbox.count()).toBe(0);
    expect(journaledTaps('someone-else')).toHaveLength(1);
  });
});
