import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CampEvent } from '../../contracts/events';
import type { PullResponse } from '../../contracts/replication';
import type { User } from '../../contracts/profile';
import { db } from '../../src/db/schema';
import { AdminEventsPage } from '../../src/features/events/admin/admin-events-page';
import { useAuthStore } from '../../src/stores/auth-store';
import { freshPhoneAs, scriptedServer } from './support/scripted-server';

const canoe: CampEvent = {
  id: 'e2',
  title: 'Canoe Trip',
  description: '',
  event_type: 'activity',
  event_time: '2025-09-06T16:30:00.000Z',
  end_time: '2025-09-06T18:30:00.000Z',
  location: 'Boat Dock',
  capacity: 12,
  registration_count: 10,
  available_spots: 2,
  is_user_registered: false,
  party: null,
  waitlist_position: null,
  waitlist_count: 0,
  created_at: '2025-08-01T00:00:00.000Z',
};
/** The replication stream's answer (GET /api/pull). */
const pullOf = (tables: PullResponse['tables']) => ({ status: 200, body: { cursor: '1', full: false, tables } satisfies PullResponse });
const show = () =>
  render(
    <MemoryRouter>
      <AdminEventsPage />
    </MemoryRouter>,
  );

freshPhoneAs('admin');
beforeEach(() => db.events.put(canoe));

describe('Event Management (/admin/events)', () => {
  it('lists events in camp time with their fill, and deletes one after asking', async () => {
    useAuthStore.getState().login({ id: 'o', role: 'organizer' } as User, 'token-1');
    let deleted = false;
    const calls = scriptedServer((c) => {
      if (c.method === 'GET') return pullOf(deleted ? { events: { items: [], deleted: ['e2'] } } : {});
      deleted = c.method === 'DELETE';
      return { status: 200, body: { success: true } };
    });
    show();
    const card = await screen.findByRole('listitem', { name: 'Canoe Trip' });
    expect(within(card).getByText(/Sat, Sep 6, 2025, 9:30\sAM - 11:30\sAM · Boat Dock/)).toBeTruthy();
    expect(within(card).getByText('10 / 12 registered · Almost Full')).toBeTruthy();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    fireEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(screen.queryByRole('listitem', { name: 'Canoe Trip' })).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/admin/events/e2']);
    expect(await db.events.get('e2')).toBeUndefined();
  });

  it("says 'Failed to delete event. Please try again.' and keeps the event when the delete fails", async () => {
    useAuthStore.getState().login({ id: 'a', role: 'admin' } as User, 'token-1');
    scriptedServer((c) => (c.method === 'GET' ? pullOf({}) : { status: 500, body: { error: 'Database unavailable' } }));
    show();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    fireEvent.click(within(await screen.findByRole('listitem', { name: 'Canoe Trip' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete event. Please try again.')).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Canoe Trip' })).toBeTruthy();
  });

  it('opens the form with Create Event, and refuses campers', async () => {
    useAuthStore.getState().login({ id: 'a', role: 'admin' } as User, 'token-1');
    scriptedServer(() => pullOf({}));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Create Event' }));
    expect(screen.getByRole('dialog', { name: 'Add Event' })).toBeTruthy();
    cleanup();
    useAuthStore.getState().login({ id: 'c', role: 'camper' } as User, 'token-1');
    show();
    expect(screen.getByText('Access Denied')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create Event' })).toBeNull();
  });
});
