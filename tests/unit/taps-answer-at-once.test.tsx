import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CampEvent } from '../../contracts/events';
import type { Poll } from '../../contracts/polls';
import type { Post } from '../../contracts/feed';
import type { User } from '../../contracts/profile';
import { TapFailedToast } from '../../src/components/tap-failed-toast';
import { mutations, type MutationName } from '../../src/db/mutations';
import type { MutationDef } from '../../src/db/mutations/define';
import { db } from '../../src/db/schema';
import { tapEntries } from '../../src/db/taps/tap-overlay';
import { EventsPage } from '../../src/features/events/events-page';
import { HomePage } from '../../src/features/feed/home-page';
import { PackingPage } from '../../src/features/packing/packing-page';
import { PollList } from '../../src/features/polls/poll-list';
import { useAuthStore } from '../../src/stores/auth-store';
import { fakeFetch, resetDb } from './support/outbox-fixtures';

// IndexedDB in Node is slow on a busy machine: wait up to 5 s for what the screen shows.
configure({ asyncUtilTimeout: 5000 });

const post: Post = {
  id: 'p1',
  user: { id: 'u1', name: 'Alex Camper', avatar: null },
  image: null,
  caption: 'Canoe race at noon',
  likes: 2,
  comments: [],
  isLiked: false,
  isSaved: false,
  isPinned: false,
  createdAt: '2025-09-05T09:00:00.000Z',
};
const hike: CampEvent = {
  id: 'e1',
  title: 'Night Hike',
  description: '',
  event_type: 'activity',
  event_time: '2027-06-05T20:00:00.000Z',
  end_time: null,
  location: 'Trailhead',
  capacity: 10,
  registration_count: 3,
  available_spots: 7,
  is_user_registered: false,
  party: null,
  waitlist_position: null,
  waitlist_count: 0,
  created_at: '2025-08-01T00:00:00.000Z',
};
const poll: Poll = {
  id: 'q1',
  question: 'Swim or hike?',
  options: [
    { id: 'o1', text: 'Swim', votes: 2 },
    { id: 'o2', text: 'Hike', votes: 1 },
  ],
  isActive: true,
  createdAt: '2025-09-05T00:00:00.000Z',
  expiresAt: null,
  totalVotes: 3,
  userVote: null,
};

/** The screen with the taps' failure notice, as the app frame holds them. */
const renderScreen = (ui: ReactNode) =>
  render(
    <MemoryRouter>
      {ui}
      <TapFailedToast />
    </MemoryRouter>,
  );

/** Holds the change's plan (the first step of its database write) until the test releases it. */
function holdWrite(name: MutationName): () => void {
  const def = mutations[name] as MutationDef<unknown>;
  const plan = def.plan.bind(def);
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => (release = r));
  vi.spyOn(def, 'plan').mockImplementation(async (args) => {
    await gate;
    return plan(args);
  });
  return release;
}

/** Makes the change's database transaction fail (as a full disk or a lost connection would). */
function failWrite(name: MutationName): void {
  vi.spyOn(mutations[name] as MutationDef<unknown>, 'apply').mockRejectedValueOnce(new Error('The transaction was aborted'));
}

/**
 * Lets React finish what the last database read drew (its effects, such as the screen's subscription
 * to the taps, run in a task of their own), so the click meets the screen as a camper's finger would.
 */
const drawn = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

/** After the write: the change is in the outbox and the overlay has let the live query's row take over. */
async function keptInDatabase(): Promise<void> {
  await waitFor(async () => expect(await db.outbox.count()).toBe(1));
  await waitFor(() => expect(tapEntries().size).toBe(0));
}

beforeEach(async () => {
  await resetDb();
  await db.posts.bulkPut([post]);
  await db.events.bulkPut([hike]);
  await db.polls.bulkPut([poll]);
  fakeFetch(() => 'network-error');
  useAuthStore
    .getState()
    .login(
      { id: 'me', role: 'camper', first_name: 'Pat', last_name: 'Camper', email: 'me@camp.test', avatar_url: null } as User,
      'token-1',
    );
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useAuthStore.getState().logout();
  expect(tapEntries().size).toBe(0);
});

describe('a like on a feed post card', () => {
  const likeButton = () => within(screen.getByTestId('post')).getByRole('button', { name: /^(Like|Unlike),/ });
  const pressed = () => likeButton().getAttribute('aria-pressed');
  const count = () => screen.getByTestId('like-count').textContent;
  const tapLike = async () => {
    await screen.findByTestId('post');
    await drawn();
    fireEvent.click(likeButton());
  };

  it('shows the heart and the count on the click, before the database write, and keeps them once written', async () => {
    const release = holdWrite('feed.like');
    renderScreen(<HomePage />);
    await tapLike();
    expect(pressed()).toBe('true');
    expect(count()).toBe('3');
    expect((await db.posts.get('p1'))?.isLiked).toBe(false);
    release();
    await keptInDatabase();
    expect((await db.posts.get('p1'))?.isLiked).toBe(true);
    expect(pressed()).toBe('true');
    expect(count()).toBe('3');
  });

  it('takes the like back and says so when the write fails', async () => {
    failWrite('feed.like');
    renderScreen(<HomePage />);
    await tapLike();
    expect(pressed()).toBe('true');
    expect((await screen.findByRole('status')).textContent).toBe('Your like could not be saved on this phone. Please try again.');
    expect(pressed()).toBe('false');
    expect(count()).toBe('2');
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('a packing tick', () => {
  const box = () => screen.getByRole<HTMLInputElement>('checkbox', { name: /Item 2/ });
  const tapItem = async () => {
    await screen.findByRole('checkbox', { name: /Item 2/ });
    await drawn();
    fireEvent.click(box());
  };

  it('ticks on the click, before the database write, and stays ticked once written', async () => {
    const release = holdWrite('packing.tick');
    renderScreen(<PackingPage />);
    await tapItem();
    expect(box().checked).toBe(true);
    expect(screen.getByText('Item 2').className).toContain('line-through');
    expect((await db.packing.get(2))?.is_checked).toBe(false);
    release();
    await keptInDatabase();
    expect((await db.packing.get(2))?.is_checked).toBe(true);
    expect(box().checked).toBe(true);
  });

  it('unticks again and says so when the write fails', async () => {
    vi.spyOn(mutations['packing.tick'], 'plan').mockRejectedValueOnce(new Error('The database connection is closing'));
    renderScreen(<PackingPage />);
    await tapItem();
    expect(box().checked).toBe(true);
    expect((await screen.findByRole('status')).textContent).toBe('That tick could not be saved on this phone. Please try again.');
    expect(box().checked).toBe(false);
    expect(screen.getByText('Item 2').className).not.toContain('line-through');
  });
});

describe('an RSVP on Camp Events', () => {
  const card = () => screen.getByRole('article', { name: 'Night Hike' });
  const tapRsvp = async () => {
    await screen.findByRole('article', { name: 'Night Hike' });
    await drawn();
    fireEvent.click(within(card()).getByRole('button', { name: 'RSVP' }));
  };

  it('counts the camper in on the click, before the database write, and keeps it once written', async () => {
    const release = holdWrite('events.rsvp');
    renderScreen(<EventsPage />);
    await tapRsvp();
    expect(within(card()).getByTestId('registered').textContent).toBe('4 / 10 registered');
    expect(within(card()).getByTestId('availability').textContent).toBe('6 spots left');
    expect((await db.events.get('e1'))?.is_user_registered).toBe(false);
    release();
    await keptInDatabase();
    await within(card()).findByRole('button', { name: 'Cancel RSVP' });
    expect(within(card()).getByTestId('registered').textContent).toBe('4 / 10 registered');
  });

  it('counts the camper out again and says so when the phone finds nothing to change (the event filled meanwhile)', async () => {
    const release = holdWrite('events.rsvp');
    renderScreen(<EventsPage />);
    await tapRsvp();
    expect(within(card()).getByTestId('registered').textContent).toBe('4 / 10 registered');
    await db.events.put({ ...hike, registration_count: 10, available_spots: 0 });
    release();
    expect((await screen.findByRole('status')).textContent).toBe('Your RSVP could not be saved on this phone. Please try again.');
    expect(within(card()).getByTestId('registered').textContent).toBe('10 / 10 registered');
    expect(within(card()).getByTestId('availability').textContent).toBe('Full');
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('a vote on a poll in the feed', () => {
  const vote = async (option: string) => {
    await screen.findByLabelText(option);
    await drawn();
    fireEvent.click(screen.getByLabelText(option));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Vote' }));
  };

  it('thanks the camper on the click, before the database write, and keeps the vote once written', async () => {
    const release = holdWrite('polls.vote');
    renderScreen(<PollList />);
    await vote('Hike');
    expect(screen.getByText('Thanks for voting! Results will be shown when the poll ends.')).toBeTruthy();
    expect((await db.polls.get('q1'))?.userVote).toBeNull();
    release();
    await keptInDatabase();
    expect((await db.polls.get('q1'))?.userVote).toBe('o2');
    expect(screen.getByText('Thanks for voting! Results will be shown when the poll ends.')).toBeTruthy();
  });

  it('offers the vote again, with the choice kept, and says so when the write fails', async () => {
    failWrite('polls.vote');
    renderScreen(<PollList />);
    await vote('Hike');
    expect(screen.getByText('Thanks for voting! Results will be shown when the poll ends.')).toBeTruthy();
    expect((await screen.findByRole('status')).textContent).toBe('Your vote could not be saved on this phone. Please try again.');
    expect(screen.getByLabelText<HTMLInputElement>('Hike').checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Submit Vote' })).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
  });
});
