import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import type { CampEvent } from '../../contracts/events';
import { EventCard } from '../../src/features/events/components/event-card';
import { withRsvp, withWaitlist } from '../../src/db/events/event-rules';
import { scriptedServer } from './support/scripted-server';

afterEach(cleanup);

const canoe: CampEvent = {
  id: 'e1',
  title: 'Canoe Trip',
  description: '',
  event_type: 'activity',
  event_time: '2025-09-06T16:00:00.000Z',
  end_time: null,
  location: 'Dock',
  capacity: 10,
  registration_count: 7,
  available_spots: 3,
  is_user_registered: false,
  party: null,
  waitlist_position: null,
  waitlist_count: 0,
  created_at: '2025-08-01T00:00:00.000Z',
};

const card = (event: CampEvent) => {
  const onRsvp = vi.fn();
  const onWaitlist = vi.fn();
  render(<EventCard event={event} ended={false} locked={false} busy={false} onRsvp={onRsvp} onWaitlist={onWaitlist} />, {
    wrapper: MemoryRouter,
  });
  return { onRsvp, onWaitlist };
};

const pick = (adults: string, children: string, note = '') => {
  fireEvent.click(screen.getByRole('button', { name: "Who's coming?" }));
  fireEvent.change(screen.getByLabelText('Adults'), { target: { value: adults } });
  fireEvent.change(screen.getByLabelText('Children'), { target: { value: children } });
  fireEvent.change(screen.getByLabelText(/Note for the organizers/), { target: { value: note } });
};

describe('the party picker', () => {
  it('leaves the simple case one tap: RSVP sends no party', () => {
    const { onRsvp } = card(canoe);
    fireEvent.click(screen.getByRole('button', { name: 'RSVP' }));
    expect(onRsvp).toHaveBeenCalledWith(true);
  });

  it('starts at one adult and sends the family that fits as an RSVP', () => {
    const { onRsvp } = card(canoe);
    fireEvent.click(screen.getByRole('button', { name: "Who's coming?" }));
    expect(screen.getByLabelText<HTMLInputElement>('Adults').value).toBe('1');
    expect(screen.getByLabelText<HTMLInputElement>('Children').value).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: "Who's coming?" }));
    pick('2', '1', 'No nuts');
    fireEvent.click(within(screen.getByRole('form', { name: "Who's coming?" })).getByRole('button', { name: 'RSVP' }));
    expect(onRsvp).toHaveBeenLastCalledWith(true, { adults: 2, children: 1, note: 'No nuts' });
  });

  it('offers the waitlist to a party bigger than the places left', () => {
    const { onRsvp, onWaitlist } = card(canoe);
    pick('2', '2');
    fireEvent.click(screen.getByRole('button', { name: 'Join waitlist' }));
    expect(onWaitlist).toHaveBeenCalledWith(true, { adults: 2, children: 2, note: '' });
    expect(onRsvp).not.toHaveBeenCalled();
  });

  it("shows the household's party, its place in line, and Leave waitlist", () => {
    const { onWaitlist } = card({
      ...canoe,
      registration_count: 10,
      available_spots: 0,
      party: { adults: 2, children: 1, note: '' },
      waitlist_position: 2,
      waitlist_count: 3,
    });
    expect(screen.getByTestId('party').textContent).toBe('Your party: 2 adults, 1 child');
    expect(screen.getByTestId('waitlist-position').textContent).toBe('On the waitlist: #2 of 3');
    expect(screen.getByTestId('waitlist-count').textContent).toBe('3 on the waitlist');
    fireEvent.click(screen.getByRole('button', { name: 'Leave waitlist' }));
    expect(onWaitlist).toHaveBeenCalledWith(false);
  });
});

describe('the count on the phone before the server answers, in people', () => {
  it('moves by the party on an RSVP, a change of party and a cancel', () => {
    const family = withRsvp(canoe, true, { adults: 2, children: 1, note: '' });
    expect(family).toMatchObject({ registration_count: 10, available_spots: 0, is_user_registered: true });
    expect(withRsvp(family, true, { adults: 1, children: 0, note: '' })).toMatchObject({ registration_count: 8, available_spots: 2 });
    expect(withRsvp(family, false)).toMatchObject({ registration_count: 7, party: null, is_user_registered: false });
    expect(withRsvp(canoe, true)).toMatchObject({ registration_count: 8, party: { adults: 1, children: 0, note: '' } });
  });

  it('puts a party that does not fit at the end of the line, and registers one that fits', () => {
    const full = { ...canoe, registration_count: 10, available_spots: 0, waitlist_count: 2 };
    expect(withWaitlist(full, true)).toMatchObject({ waitlist_position: 3, waitlist_count: 3, is_user_registered: false });
    expect(withWaitlist(withWaitlist(full, true), false)).toMatchObject({ waitlist_position: null, waitlist_count: 2, party: null });
    expect(withWaitlist(canoe, true, { adults: 3, children: 0, note: '' })).toMatchObject({
      is_user_registered: true,
      registration_count: 10,
    });
  });
});

describe("a meal's guests", () => {
  const breakfast: CampEvent = { ...canoe, id: 'm1', title: 'Pancake Breakfast', event_type: 'meal', capacity: 0, available_spots: null };
  const show = (event: CampEvent, showsGuests: boolean) =>
    render(
      <EventCard event={event} ended={false} locked={false} busy={false} onRsvp={vi.fn()} onWaitlist={vi.fn()} showsGuests={showsGuests} />,
      {
        wrapper: MemoryRouter,
      },
    );

  it('shows organizers the people coming and the dietary notes, read from the server on request', async () => {
    const calls = scriptedServer(() => ({
      status: 200,
      body: {
        people: 6,
        adults: 3,
        children: 3,
        parties: [
          {
            name: 'Ana Rivers',
            adults: 2,
            children: 3,
            note: 'One high chair',
            dietary: [{ name: 'Ben Rivers', restrictions: 'Peanut allergy' }],
          },
        ],
      },
    }));
    show(breakfast, true);
    fireEvent.click(screen.getByRole('button', { name: 'Guests and dietary notes' }));
    const guests = await screen.findByTestId('meal-guests');
    expect(guests.textContent).toContain('6 people coming (3 adults, 3 children)');
    expect(guests.textContent).toContain('Ana Rivers: One high chair');
    expect(guests.textContent).toContain('Ben Rivers: Peanut allergy');
    expect(calls.map((c) => c.path)).toEqual(['/admin/events/m1/guests']);
  });

  it('is not offered to campers, nor on other events', () => {
    show(breakfast, false);
    show({ ...canoe, id: 'e9' }, true);
    expect(screen.queryByRole('button', { name: 'Guests and dietary notes' })).toBeNull();
  });
});
