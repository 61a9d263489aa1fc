import { act, cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../contracts/profile';
import { db } from '../../src/db/schema';
import { EventsPage } from '../../src/features/events/events-page';
import { useAuthStore } from '../../src/stores/auth-store';
import { MemoryRouter } from 'react-router-dom';
import { fakeFetch, resetDb, type FakeAnswer } from './support/outbox-fixtures';
import { campEvent } from '../support/camp-event';

/** The events screen, inside a router: its cards link to their albums and sign-up sheets. */
const showEvents = () =>
  render(
    <MemoryRouter>
      <EventsPage />
    </MemoryRouter>,
  );

/** A camp still to come (Friday 5 to Sunday 7 September 2031), so its events take RSVPs. */
const at = (day: number, time: string) => new Date(`2031-09-0${day}T${time}:00-07:00`).toISOString();
const yoga = campEvent({ id: 'e1', title: 'Sunrise Yoga', event_time: at(6, '07:00'), capacity: 15, available_spots: 15 });
const canoe = campEvent({ id: 'e2', title: 'Canoe Trip', event_time: at(6, '09:30'), capacity: 12, available_spots: 12 });
const campfire = campEvent({
  id: 'e3',
  title: 'Opening Campfire',
  event_type: 'social',
  event_time: at(5, '20:00'),
  end_time: at(5, '21:30'),
});

const card = (title: string) => screen.getByRole('article', { name: title });

// IndexedDB in Node is slow on a busy machine: wait up to 5 s for what the screen shows.
configure({ asyncUtilTimeout: 5000 });

beforeEach(async () => {
  await resetDb();
  await db.events.bulkPut([yoga, canoe, campfire]);
  useAuthStore.getState().login({ id: 'c', role: 'camper' } as User, 'token-1');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  useAuthStore.getState().logout();
});

/** The replication stream's answer when nothing changed. */
const nothingNew: FakeAnswer = { status: 200, body: { cursor: '1', full: false, tables: {} } };

/** A server whose RSVP answer waits until the test releases it. */
function slowRsvpServer(answer: FakeAnswer) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => (release = r));
  const calls = fakeFetch(async (req) => {
    if (req.method === 'GET') return nothingNew;
    await held;
    return answer;
  });
  return { calls, release };
}

describe('RSVP on Camp Events (SPEC §4.2, §8)', () => {
  it('runs one RSVP action at a time, says it worked, and reloads the list afterwards', async () => {
    const server = slowRsvpServer({ status: 200, body: { ...yoga, registration_count: 1, available_spots: 14, is_user_registered: true } });
    showEvents();
    fireEvent.click(within(await screen.findByRole('article', { name: 'Sunrise Yoga' })).getByRole('button', { name: 'RSVP' }));
    await within(card('Sunrise Yoga')).findByRole('button', { name: 'Updating…' });
    expect(within(card('Canoe Trip')).getByRole<HTMLButtonElement>('button', { name: 'RSVP' }).disabled).toBe(true);
    await vi.waitFor(() => expect(within(card('Sunrise Yoga')).getByTestId('registered').textContent).toBe('1 / 15 registered'));
    const pullsBefore = server.calls.filter((c) => c.method === 'GET').length;
    server.release();
    const toast = await screen.findByText('Successfully registered for event!');
    expect(toast.getAttribute('role')).toBe('status');
    expect(within(card('Canoe Trip')).getByRole<HTMLButtonElement>('button', { name: 'RSVP' }).disabled).toBe(false);
    expect(server.calls.filter((c) => c.method === 'POST')).toEqual([
      // A plain RSVP sends no party: the server counts one adult.
      expect.objectContaining({ path: '/events/e1/register', body: {} }),
    ]);
    await vi.waitFor(() => expect(server.calls.filter((c) => c.method === 'GET').length).toBeGreaterThan(pullsBefore));
    expect(server.calls.at(-1)?.path).toMatch(/^\/pull/);
  });

  it("shows the server's refusal for 4 s and rolls the RSVP back", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    fakeFetch((req) => (req.method === 'GET' ? nothingNew : { status: 409, body: { error: 'This event is full' } }));
    showEvents();
    fireEvent.click(within(await screen.findByRole('article', { name: 'Canoe Trip' })).getByRole('button', { name: 'RSVP' }));
    await screen.findByText('This event is full');
    expect(within(card('Canoe Trip')).getByRole('button', { name: 'RSVP' })).toBeTruthy();
    expect(within(card('Canoe Trip')).getByTestId('availability').textContent).toBe('12 spots left');
    await act(() => vi.advanceTimersByTimeAsync(3800));
    expect(screen.getByText('This event is full')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(screen.queryByText('This event is full')).toBeNull();
  });

  it("cancels with 'Successfully cancelled RSVP!'", async () => {
    await db.events.put({ ...canoe, registration_count: 12, available_spots: 0, is_user_registered: true });
    fakeFetch((req) =>
      req.method === 'GET' ? nothingNew : { status: 200, body: { ...canoe, registration_count: 11, available_spots: 1 } },
    );
    showEvents();
    expect(within(await screen.findByRole('article', { name: 'Canoe Trip' })).getByTestId('availability').textContent).toBe('Full');
    fireEvent.click(within(card('Canoe Trip')).getByRole('button', { name: 'Cancel RSVP' }));
    await screen.findByText('Successfully cancelled RSVP!');
    expect(within(card('Canoe Trip')).getByTestId('availability').textContent).toBe('Almost Full');
  });
});

describe('an event that has ended (its end, or an hour after its start, is past on the phone)', () => {
  it("reads 'Ended' instead of the RSVP buttons, and a card turns to 'Ended' when its event ends", async () => {
    // Saturday 8:30: the campfire ended Friday at 9:30 PM; yoga began at 7:00 with no end, so ended at 8:00.
    vi.useFakeTimers({
      toFake: ['Date', 'setTimeout', 'clearTimeout'],
      now: new Date('2031-09-06T08:30:00-07:00'),
      shouldAdvanceTime: true,
    });
    fakeFetch(() => ({ status: 304 }));
    showEvents();
    const canoeCard = await screen.findByRole('article', { name: 'Canoe Trip' });
    expect(within(canoeCard).getByRole('button', { name: 'RSVP' })).toBeTruthy();
    for (const title of ['Opening Campfire', 'Sunrise Yoga']) {
      expect(within(card(title)).getByTestId('ended').textContent).toBe('Ended');
      expect(within(card(title)).queryByRole('button', { name: /RSVP|waitlist|Who's coming/ })).toBeNull();
    }
    // The canoe trip (9:30, no end) ends at 10:30.
    await act(() => vi.advanceTimersByTimeAsync(2 * 3600_000));
    expect(within(card('Canoe Trip')).getByTestId('ended').textContent).toBe('Ended');
    expect(within(card('Canoe Trip')).queryByRole('button', { name: 'RSVP' })).toBeNull();
  });

  it('offers no Cancel RSVP nor Leave waitlist once the event has ended', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-09-06T12:00:00-07:00'), shouldAdvanceTime: true });
    await db.events.bulkPut([
      { ...canoe, registration_count: 1, is_user_registered: true, party: { adults: 1, children: 0, note: '' } },
      { ...yoga, waitlist_position: 1, waitlist_count: 1 },
    ]);
    fakeFetch(() => ({ status: 304 }));
    showEvents();
    await screen.findByRole('article', { name: 'Canoe Trip' });
    expect(screen.queryByRole('button', { name: /Cancel RSVP|Leave waitlist/ })).toBeNull();
    expect(screen.getAllByTestId('ended')).toHaveLength(3);
  });
});

describe('the calendar view', () => {
  it('shows the camp day by day, hour by hour, in camp time', async () => {
    fakeFetch(() => ({ status: 304 }));
    showEvents();
    await screen.findByText('Showing 3 of 3 events');
    fireEvent.click(screen.getByRole('button', { name: 'Calendar' }));
    const days = within(screen.getByRole('tablist', { name: 'Camp days' })).getAllByRole('tab');
    expect(days.map((d) => d.textContent)).toEqual(['Friday, September 5, 2031', 'Saturday, September 6, 2031']);
    const friday = screen.getByRole('list', { name: 'Schedule for Friday, September 5, 2031' });
    expect(within(friday).getByText('Opening Campfire')).toBeTruthy();
    expect(within(friday).getByText(/8:00\sPM - 9:30\sPM · Dock · Unlimited/)).toBeTruthy();
    fireEvent.click(days[1]!);
    const saturday = screen.getByRole('list', { name: 'Schedule for Saturday, September 6, 2031' });
    const rows = within(saturday).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent?.match(/^\d+\s[AP]M/)?.[0])).toEqual(['7 AM', '8 AM', '9 AM']);
    expect(within(rows[0]!).getByText('Sunrise Yoga')).toBeTruthy();
    expect(within(rows[2]!).getByText('Canoe Trip')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Social' }));
    expect(screen.getByText('Showing 1 of 3 events')).toBeTruthy();
    expect(within(screen.getByRole('tablist', { name: 'Camp days' })).getAllByRole('tab')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Maintenance' }));
    expect(screen.getByText('Showing 0 of 3 events')).toBeTruthy();
    expect(screen.getByText('No maintenance events in the schedule.')).toBeTruthy();
  });
});
