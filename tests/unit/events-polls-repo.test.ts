// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { CampEvent } from '../../contracts/events';
import type { Poll } from '../../contracts/polls';
import { eventsToIcs, icsFileName } from '../../contracts/events-calendar';
import { mutate } from '../../src/db/mutate';
import { db } from '../../src/db/schema';
import { setSessionToken } from '../../src/db/auth/session-repo';
import { drainOutbox } from '../../src/outbox/drain';
import { fakeFetch } from './support/outbox-fixtures';

const event: CampEvent = {
  id: 'e1',
  title: 'Canoe Trip',
  description: 'Across the lake, with two counselors',
  event_type: 'activity',
  event_time: '2025-09-06T16:30:00.000Z',
  end_time: null,
  location: 'Boat Dock; north shore',
  capacity: 3,
  registration_count: 2,
  available_spots: 1,
  is_user_registered: false,
  party: null,
  waitlist_position: null,
  waitlist_count: 0,
  created_at: '2025-08-01T00:00:00.000Z',
};
const poll: Poll = {
  id: 'p1',
  question: 'Swim or hike?',
  options: [
    { id: 'o1', text: 'Swim', votes: 1 },
    { id: 'o2', text: 'Hike', votes: 0 },
  ],
  isActive: true,
  createdAt: '2025-09-05T00:00:00.000Z',
  expiresAt: new Date(Date.now() + 3600_000).toISOString(),
  totalVotes: 1,
  userVote: null,
};

const setRsvp = (eventId: string, register: boolean) => mutate('events.rsvp', { eventId, register });
const castVote = (pollId: string, optionId: string) => mutate('polls.vote', { pollId, optionId });

beforeEach(async () => {
  await Promise.all([db.events.clear(), db.polls.clear(), db.outbox.clear(), db.notifications.clear()]);
  await db.events.put(event);
  await db.polls.put(poll);
});

describe('an RSVP on the phone', () => {
  it('shows at once, waiting to send, and queues the desired state', async () => {
    const row = await setRsvp('e1', true);
    // The method is the desired state; a plain RSVP sends no party: the server keeps the household's, or counts one adult.
    expect(row).toMatchObject({ entity: 'event-rsvp:e1', method: 'POST', path: '/events/e1/register', body: {} });
    expect(await db.events.get('e1')).toMatchObject({
      is_user_registered: true,
      party: { adults: 1, children: 0, note: '' },
      registration_count: 3,
      available_spots: 0,
      _pending: true,
    });
  });

  it('cancelled before it was sent, leaves nothing to send and the event as it was', async () => {
    await setRsvp('e1', true);
    expect(await setRsvp('e1', false)).toBeNull();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.events.get('e1')).toEqual(event);
  });

  it('is not queued for a full event', async () => {
    await db.events.put({ ...event, registration_count: 3, available_spots: 0 });
    expect(await setRsvp('e1', true)).toBeNull();
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('a vote on the phone', () => {
  it('counts at once and is queued once; a second vote is not queued', async () => {
    const row = await castVote('p1', 'o2');
    expect(row).toMatchObject({ entity: 'poll-vote:p1', method: 'POST', path: '/polls/p1/vote', body: { optionId: 'o2' } });
    expect(await db.polls.get('p1')).toMatchObject({ userVote: 'o2', totalVotes: 2, _pending: true });
    expect((await db.polls.get('p1'))?.options[1]?.votes).toBe(1);
    expect(await castVote('p1', 'o1')).toBeNull();
    expect(await db.outbox.count()).toBe(1);
  });

  it('refused by the server (the poll ended meanwhile), is rolled back with a notification', async () => {
    await setSessionToken('token-1');
    await castVote('p1', 'o2');
    fakeFetch(() => ({ status: 409, body: { error: 'This poll has ended, so it no longer takes votes.' } }));
    expect(await drainOutbox()).toMatchObject({ refused: 1, waiting: 0 });
    expect(await db.polls.get('p1')).toEqual(poll);
    const notes = await db.notifications.toArray();
    expect(notes.map((n) => n.message)).toContain(
      "Vote on 'Swim or hike?' was not saved. This poll has ended, so it no longer takes votes.",
    );
  });

  it('is not queued on an ended or expired poll', async () => {
    await db.polls.put({ ...poll, isActive: false });
    expect(await castVote('p1', 'o1')).toBeNull();
    await db.polls.put({ ...poll, expiresAt: new Date(Date.now() - 1000).toISOString() });
    expect(await castVote('p1', 'o1')).toBeNull();
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('Add to calendar (.ics)', () => {
  it('writes a VEVENT in UTC, one hour long without an end, with escaped text', () => {
    const ics = eventsToIcs([event], 'Camp Weekend', new Date('2025-09-01T00:00:00Z'));
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain('DTSTART:20250906T163000Z\r\nDTEND:20250906T173000Z');
    expect(ics).toContain('LOCATION:Boat Dock\\; north shore');
    expect(ics).toContain('DESCRIPTION:Across the lake\\, with two counselors');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.split('\r\n').every((line) => line.length <= 75)).toBe(true);
    expect(icsFileName('Canoe Trip!')).toBe('canoe-trip.ics');
    expect(icsFileName('Crêpes au café')).toBe('crepes-au-cafe.ics');
    expect(icsFileName('¡¡!!')).toBe('camp-event.ics');
  });
});
