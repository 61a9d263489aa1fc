import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CampEvent } from '../../contracts/events';
import type { Poll } from '../../contracts/polls';
import type { User } from '../../contracts/profile';
import { EventCard } from '../../src/features/events/components/event-card';
import { EventsPage } from '../../src/features/events/events-page';
import { db } from '../../src/db/schema';
import { AdminPollCard } from '../../src/features/polls/components/admin-poll-card';
import { FeedPollCard } from '../../src/features/polls/components/feed-poll-card';
import { PollFormDialog } from '../../src/features/polls/components/poll-form-dialog';
import { useAuthStore } from '../../src/stores/auth-store';

afterEach(() => {
  cleanup();
  useAuthStore.getState().logout();
});

const event: CampEvent = {
  id: 'e1',
  title: 'Archery',
  description: 'Bows',
  event_type: 'activity',
  event_time: '2025-09-06T21:00:00.000Z',
  end_time: '2025-09-06T22:00:00.000Z',
  location: 'Range',
  capacity: 4,
  registration_count: 4,
  available_spots: 0,
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
    { id: 'o1', text: 'Swim', votes: 2 },
    { id: 'o2', text: 'Hike', votes: 1 },
  ],
  isActive: true,
  createdAt: '2025-09-05T00:00:00.000Z',
  expiresAt: new Date(Date.now() + 2 * 3600_000 + 90_000).toISOString(),
  totalVotes: 3,
  userVote: null,
};

const inRouter = (ui: React.ReactNode) =>
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={ui} />
        <Route path="/admin/polls" element={<p>snap polls screen</p>} />
      </Routes>
    </MemoryRouter>,
  );

describe('an event card', () => {
  it("reads 'Full' with Join waitlist instead of RSVP when full, with the camp-time range and registered / capacity", () => {
    const onWaitlist = vi.fn();
    render(<EventCard event={event} ended={false} locked={false} busy={false} onRsvp={() => undefined} onWaitlist={onWaitlist} />, {
      wrapper: MemoryRouter,
    });
    expect(screen.queryByRole('button', { name: 'RSVP' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Join waitlist' }));
    expect(onWaitlist).toHaveBeenCalledWith(true);
    // The card links to the event's photo album.
    expect(screen.getByRole('link', { name: 'Photos' }).getAttribute('href')).toBe(`/photos?event=${event.id}`);
    expect(screen.getByTestId('registered').textContent).toBe('4 / 4 registered');
    expect(screen.getByTestId('availability').textContent).toBe('Full');
    expect(screen.getByText(/2:00\sPM - 3:00\sPM/)).toBeTruthy();
  });

  it('offers Cancel RSVP to a registered camper, and no action while another RSVP runs', () => {
    const onRsvp = vi.fn();
    const { rerender } = render(
      <EventCard
        event={{ ...event, is_user_registered: true }}
        ended={false}
        locked={false}
        busy={false}
        onRsvp={onRsvp}
        onWaitlist={() => undefined}
      />,
      { wrapper: MemoryRouter },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel RSVP' }));
    expect(onRsvp).toHaveBeenCalledWith(false);
    rerender(
      <EventCard
        event={{ ...event, capacity: 0, registration_count: 9 }}
        ended={false}
        locked
        busy={false}
        onRsvp={onRsvp}
        onWaitlist={() => undefined}
      />,
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'RSVP' }).disabled).toBe(true);
    expect(screen.getByTestId('availability').textContent).toBe('Unlimited');
  });
});

describe('Camp Events', () => {
  it('shows chips for all, the six types and other types in the data, the count, and Add Event only to admins and organizers', async () => {
    await db.events.clear();
    await db.events.bulkPut([
      event,
      { ...event, id: 'e2', title: 'Pottery', event_type: 'workshop' },
      { ...event, id: 'e3', title: 'Lunch', event_type: 'meal' },
    ]);
    useAuthStore.getState().login({ id: 'c', role: 'camper' } as User, 'token');
    render(<EventsPage />, { wrapper: MemoryRouter });
    await screen.findByText('Showing 3 of 3 events');
    const chips = within(screen.getByRole('group', { name: 'Event categories' }))
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(chips).toEqual(['All', 'Meal', 'Activity', 'Safety', 'Social', 'Educational', 'Maintenance', 'Workshop']);
    fireEvent.click(screen.getByRole('button', { name: 'Meal' }));
    expect(screen.getByText('Showing 1 of 3 events')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Event' })).toBeNull();
    cleanup();
    useAuthStore.getState().login({ id: 'o', role: 'organizer' } as User, 'token');
    render(<EventsPage />, { wrapper: MemoryRouter });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Event' }));
    expect(screen.getByRole('dialog', { name: 'Add Event' })).toBeTruthy();
  });
});

describe('a poll in the feed (Reading A)', () => {
  it('needs an option chosen before submit, then sends it', async () => {
    const onVote = vi.fn(async () => undefined);
    inRouter(<FeedPollCard poll={poll} isAdmin={false} onVote={onVote} />);
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'Submit Vote' });
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Hike'));
    fireEvent.click(submit);
    expect(onVote).toHaveBeenCalledWith('o2');
    expect(screen.getByText('2 hours remaining')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit poll' })).toBeNull();
  });

  it('after a vote on an open poll shows only the thanks, no counts', () => {
    inRouter(<FeedPollCard poll={{ ...poll, userVote: 'o1' }} isAdmin={false} onVote={vi.fn()} />);
    expect(screen.getByText('Thanks for voting! Results will be shown when the poll ends.')).toBeTruthy();
    expect(screen.queryByText(/%/)).toBeNull();
  });

  it('once ended shows counts and percentages to one decimal, or that nobody voted', () => {
    inRouter(<FeedPollCard poll={{ ...poll, isActive: false }} isAdmin={false} onVote={vi.fn()} />);
    expect(screen.getAllByTestId('percent').map((p) => p.textContent)).toEqual(['66.7%', '33.3%']);
    expect(screen.getByText('Ended')).toBeTruthy();
    cleanup();
    inRouter(
      <FeedPollCard
        poll={{
          ...poll,
          isActive: false,
          expiresAt: '2025-09-06T00:00:00.000Z',
          totalVotes: 0,
          options: poll.options.map((o) => ({ ...o, votes: 0 })),
        }}
        isAdmin={false}
        onVote={vi.fn()}
      />,
    );
    expect(screen.getByText('No votes were cast on this poll')).toBeTruthy();
    expect(screen.getByText('Expired')).toBeTruthy();
  });

  it('gives admins an edit button that goes to /admin/polls', () => {
    inRouter(<FeedPollCard poll={poll} isAdmin onVote={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit poll' }));
    expect(screen.getByText('snap polls screen')).toBeTruthy();
  });
});

describe('Snap Polls', () => {
  it('shows a card with badge, votes, remaining time, percentages and End Poll; an ended one reads Ended, Expired and Reactivate', () => {
    const { rerender } = render(<AdminPollCard poll={poll} disabled={false} onEdit={vi.fn()} onToggle={vi.fn()} onDelete={vi.fn()} />);
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('3 votes', { exact: false })).toBeTruthy();
    expect(screen.getByTestId('remaining').textContent).toBe('2h 1m remaining');
    expect(screen.getAllByTestId('percent').map((p) => p.textContent)).toEqual(['66.7%', '33.3%']);
    expect(screen.getByRole('button', { name: 'End Poll' })).toBeTruthy();
    rerender(
      <AdminPollCard
        poll={{ ...poll, isActive: false, totalVotes: 0, options: poll.options.map((o) => ({ ...o, votes: 0 })) }}
        disabled={false}
        onEdit={vi.fn()}
        onToggle={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    expect(screen.getByText('Ended')).toBeTruthy();
    expect(screen.getByTestId('remaining').textContent).toBe('Expired');
    expect(screen.getAllByTestId('percent').map((p) => p.textContent)).toEqual(['0.0%', '0.0%']);
    expect(screen.getByRole('button', { name: 'Reactivate' })).toBeTruthy();
  });

  it('dialog: two blank options, remove buttons only past 2, the 24-hour hint, and the validation message', async () => {
    const onSubmit = vi.fn(async () => null);
    render(<PollFormDialog onClose={vi.fn()} onSubmit={onSubmit} />);
    expect(screen.getByPlaceholderText('Option 1')).toBeTruthy();
    expect(screen.getByPlaceholderText('Option 2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Remove option/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '+ Add another option' }));
    expect(screen.getByPlaceholderText('Option 3')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Remove option/ })).toHaveLength(3);
    expect(screen.getByText('Leave empty for 24-hour duration')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create Poll' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please fill in all fields');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
