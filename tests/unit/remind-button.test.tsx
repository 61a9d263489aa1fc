import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import type { CampEvent } from '../../contracts/events';
import type { User } from '../../contracts/profile';
import { EventCard } from '../../src/features/events/components/event-card';
import { useAuthStore } from '../../src/stores/auth-store';
import { freshPhoneAs, scriptedServer } from './support/scripted-server';

const canoe: CampEvent = {
  id: 'e2',
  title: 'Canoe Trip',
  description: '',
  event_type: 'activity',
  event_time: '2025-09-06T16:30:00.000Z',
  end_time: null,
  location: 'Boat Dock',
  capacity: 0,
  registration_count: 3,
  available_spots: null,
  is_user_registered: false,
  party: null,
  waitlist_position: null,
  waitlist_count: 0,
  created_at: '2025-08-01T00:00:00.000Z',
};
const TOO_SOON = 'This event was reminded less than an hour ago. You can remind again an hour after the last reminder.';

const card = () => {
  render(
    <MemoryRouter>
      <EventCard event={canoe} ended={false} locked={false} busy={false} onRsvp={() => undefined} onWaitlist={() => undefined} />
    </MemoryRouter>,
  );
  return screen.getByRole('article', { name: 'Canoe Trip' });
};

freshPhoneAs('organizer');

describe('the Remind button on an event card', () => {
  it('reminds those who have not answered and says how many, then gives the server’s sentence for a second time within the hour', async () => {
    let sent = 0;
    const calls = scriptedServer(() =>
      ++sent === 1 ? { status: 200, body: { reminded: 7 } } : { status: 429, body: { error: TOO_SOON, code: 'reminder_too_soon' } },
    );
    const button = within(card()).getByRole('button', { name: "Remind those who haven't answered" });
    fireEvent.click(button);
    expect(await screen.findByText('Reminded 7 people')).toBeTruthy();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /admin/events/e2/remind']);
    fireEvent.click(button);
    expect(await screen.findByText(TOO_SOON)).toBeTruthy();
  });

  it('says it needs a connection when offline, and sends nothing', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const calls = scriptedServer(() => ({ status: 200, body: { reminded: 1 } }));
    const button = within(card()).getByRole('button', { name: 'Reminding needs a connection' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button);
    expect(calls).toEqual([]);
  });

  it('is not there for a camper', () => {
    useAuthStore.getState().login({ id: 'c', role: 'camper' } as User, 'token-1');
    expect(within(card()).queryByRole('button', { name: /remind/i })).toBeNull();
  });
});
