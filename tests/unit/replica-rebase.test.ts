import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PullResponse } from '../../contracts/replication';
import { isEventFull } from '../../contracts/events-rules';
import { canVote } from '../../src/db/polls/poll-rules';
import { mutate } from '../../src/db/mutate';
import { storeChanges } from '../../src/db/replica-changes';
import { db } from '../../src/db/schema';
import { drainOutbox } from '../../src/outbox/drain';
import { replicate } from '../../src/replication/replicate';
import { archery, post, seedCamp, setOnline, swimPoll } from './support/camp-seed';
import { fakeFetch, type FakeAnswer, type FakeRequest } from './support/outbox-fixtures';

/**
 * A pull that brings the server's version of a record the camper still has a change queued for
 * keeps showing the camper's change, and a refusal then shows the server's version (SPEC: after a
 * refused change the phone agrees with the server within one round trip).
 */
const archeryFull = { ...archery, registration_count: 4, available_spots: 0 };
const endedPoll = {
  ...swimPoll,
  isActive: false,
  totalVotes: 5,
  options: [
    { id: 'o1', text: 'Swim', votes: 4 },
    { id: 'o2', text: 'Hike', votes: 1 },
  ],
};
const pullOf = (tables: PullResponse['tables']): FakeAnswer => ({
  status: 200,
  body: { cursor: '7', full: false, tables } satisfies PullResponse,
});

/** The server: answers GET /pull with `tables`, and every change with `change`. */
function server(tables: PullResponse['tables'], change: (req: FakeRequest) => FakeAnswer): FakeRequest[] {
  return fakeFetch((req) => (req.path.startsWith('/pull') ? pullOf(tables) : change(req)));
}
const refuse =
  (error: string, status = 409) =>
  () => ({ status, body: { error } });

beforeEach(() => seedCamp());
afterEach(() => setOnline(true));

describe('a refused change after a pull brought the server’s version', () => {
  it('RSVP to Archery (3/4) while someone else takes the last place: the card ends Full, not registered', async () => {
    await mutate('events.rsvp', { eventId: 'e1', register: true });
    server({ events: { items: [archeryFull], deleted: [] } }, refuse('This event is full.'));
    expect(await replicate()).toBe('updated');
    expect(await db.events.get('e1')).toMatchObject({ is_user_registered: true, registration_count: 4, _pending: true });

    expect(await drainOutbox()).toMatchObject({ refused: 1 });
    const card = await db.events.get('e1');
    expect(card).toEqual(archeryFull);
    expect(card && isEventFull(card)).toBe(true);
    expect(await mutate('events.rsvp', { eventId: 'e1', register: true })).toBeNull();

    server({}, refuse('unused'));
    expect(await replicate()).toBe('unchanged');
    expect(await db.events.get('e1')).toEqual(archeryFull);
  });

  it('a vote on a poll that ended meanwhile: the poll ends up Ended with the server’s tallies', async () => {
    await mutate('polls.vote', { pollId: 'q1', optionId: 'o2' });
    server({ polls: { items: [endedPoll], deleted: [] } }, refuse('This poll has ended, so it no longer takes votes.'));
    await replicate();
    expect(await db.polls.get('q1')).toMatchObject({ userVote: 'o2', isActive: true, _pending: true });
    await drainOutbox();
    const poll = await db.polls.get('q1');
    expect(poll).toEqual(endedPoll);
    expect(poll && canVote(poll, 'o1', false)).toBe(false);
  });

  it('an RSVP to an event the organizers deleted meanwhile: the card stays while it waits, then goes', async () => {
    await mutate('events.rsvp', { eventId: 'e1', register: true });
    server({ events: { items: [], deleted: ['e1'] } }, refuse('Event not found.', 404));
    await replicate();
    expect(await db.events.get('e1')).toMatchObject({ is_user_registered: true, _pending: true });
    await drainOutbox();
    expect(await db.events.get('e1')).toBeUndefined();
  });

  it('the same through a full pull, which no longer lists the event', async () => {
    await mutate('events.rsvp', { eventId: 'e1', register: true });
    await storeChanges({ table: 'events' }, { items: [], deleted: [] }, true, Date.now());
    expect(await db.events.get('e1')).toMatchObject({ _pending: true });
    fakeFetch(refuse('Event not found.', 404));
    await drainOutbox();
    expect(await db.events.count()).toBe(0);
  });

  it('a like refused after a pull: the post shows the server’s count and caption', async () => {
    await mutate('feed.like', { postId: 'p1', liked: true });
    server(
      { posts: { items: [post('p1', { likes: 12, caption: 'Canoes at dawn (edited)' })], deleted: [] } },
      refuse('Post not found.', 403),
    );
    await replicate();
    expect(await db.posts.get('p1')).toMatchObject({ isLiked: true, likes: 4, caption: 'Canoes at dawn' });
    await drainOutbox();
    expect(await db.posts.get('p1')).toMatchObject({ isLiked: false, likes: 12, caption: 'Canoes at dawn (edited)' });
  });
});

describe('an accepted change after a pull brought the server’s version', () => {
  it("shows the server's answer to the change", async () => {
    await mutate('events.rsvp', { eventId: 'e1', register: true });
    const accepted = { ...archery, registration_count: 4, available_spots: 0, is_user_registered: true, location: 'North range' };
    server({ events: { items: [{ ...archery, location: 'North range' }], deleted: [] } }, () => ({ status: 201, body: accepted }));
    await replicate();
    await drainOutbox();
    expect(await db.events.get('e1')).toEqual(accepted);
  });
});

describe('a change undone before it was sent, after a pull brought the server’s version', () => {
  it('shows the server’s version, not the phone’s own arithmetic', async () => {
    setOnline(false);
    await mutate('events.rsvp', { eventId: 'e1', register: true });
    // The pull lands while the RSVP waits unsent: another camper took the last place.
    await storeChanges({ table: 'events' }, { items: [archeryFull], deleted: [] }, false, Date.now());
    expect(await mutate('events.rsvp', { eventId: 'e1', register: false })).toBeNull();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.events.get('e1')).toEqual(archeryFull);
  });
});

describe('a pull that arrives while the change is on its way', () => {
  it('RSVP refused after a pull brought the full event meanwhile: the card ends Full, with no later pull needed', async () => {
    await mutate('events.rsvp', { eventId: 'e1', register: true });
    fakeFetch(async (req) => {
      if (req.path.startsWith('/pull')) return pullOf({ events: { items: [archeryFull], deleted: [] } });
      // The server holds the change a moment: the phone's pull comes and goes before the answer.
      expect(await replicate()).toBe('updated');
      return { status: 409, body: { error: 'This event is full.' } };
    });
    expect(await drainOutbox()).toMatchObject({ refused: 1 });
    expect(await db.events.get('e1')).toEqual(archeryFull);
  });
});
