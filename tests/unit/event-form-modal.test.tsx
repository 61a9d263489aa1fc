import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CampEvent } from '../../contracts/events';
import { db } from '../../src/db/schema';
import { EventFormModal } from '../../src/features/events/admin/event-form-modal';
import { stubServer } from './support/fake-server';
import { resetDb } from './support/outbox-fixtures';
import { scriptedServer } from './support/scripted-server';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const saved: CampEvent = {
  id: 'e9',
  title: 'Pottery',
  description: '',
  event_type: 'workshop',
  event_time: '2025-09-06T16:30:00.000Z',
  end_time: null,
  location: 'Barn',
  capacity: 0,
  registration_count: 0,
  available_spots: null,
  is_user_registered: false,
  party: null,
  waitlist_position: null,
  waitlist_count: 0,
  created_at: '2025-08-01T00:00:00.000Z',
};

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('the event form (Add Event and Event Management)', () => {
  it('creates with activity as the default type, empty capacity sent as 0 and camp time as ISO, and brings the new event to the phone', async () => {
    await resetDb();
    const calls = scriptedServer((c) =>
      c.path === '/pull'
        ? { status: 200, body: { cursor: '1', full: false, tables: { events: { items: [saved], deleted: [] } } } }
        : { status: 201, body: saved },
    );
    const onClose = vi.fn();
    render(<EventFormModal onClose={onClose} />);
    expect(screen.getByLabelText<HTMLSelectElement>('Type').value).toBe('activity');
    expect([...screen.getByLabelText<HTMLSelectElement>('Type').options].map((o) => o.value)).toEqual([
      'activity',
      'meal',
      'recreation',
      'workshop',
      'meeting',
      'other',
    ]);
    // The choices read as words, capitalised; the values sent stay the spec's lowercase words.
    expect([...screen.getByLabelText<HTMLSelectElement>('Type').options].map((o) => o.textContent)).toEqual([
      'Activity',
      'Meal',
      'Recreation',
      'Workshop',
      'Meeting',
      'Other',
    ]);
    fill('Title', 'Pottery');
    fill('Starts (camp time)', '2025-09-06T09:30');
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/admin/events',
      body: { title: 'Pottery', event_time: '2025-09-06T16:30:00.000Z', end_time: null, capacity: 0, event_type: 'activity' },
    });
    expect(calls.map((c) => c.path)).toEqual(['/admin/events', '/pull']);
    expect(await db.events.get('e9')).toMatchObject({ title: 'Pottery' });
  });

  it("says 'Failed to create event. Please try again.' when creating fails", async () => {
    stubServer({ status: 500, body: { error: 'boom' } });
    render(<EventFormModal onClose={vi.fn()} />);
    fill('Title', 'Pottery');
    fill('Starts (camp time)', '2025-09-06T09:30');
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to create event. Please try again.');
  });

  it("says 'Failed to update event: {reason}' with the server's reason", async () => {
    stubServer({ status: 403, body: { error: 'Only organizers and administrators can do that.' } });
    render(<EventFormModal event={saved} onClose={vi.fn()} />);
    expect(screen.getByLabelText<HTMLInputElement>('Starts (camp time)').value).toBe('2025-09-06T09:30');
    fireEvent.click(screen.getByRole('button', { name: 'Update Event' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to update event: Only organizers and administrators can do that.');
  });
});
