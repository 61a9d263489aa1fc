import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Camp } from '../../contracts/camps';
import type { MapLocation } from '../../contracts/map';
import { sampleCamp } from '../../contracts/sample-camp';
import type { User } from '../../contracts/profile';
import { db } from '../../src/db/schema';
import { MapPage } from '../../src/features/map/map-page';
import { useAuthStore } from '../../src/stores/auth-store';
import { resetDb } from './support/outbox-fixtures';

const icons: MapLocation['icon'][] = ['Navigation', 'Home', 'Tent', 'MapPin', 'Mountain', 'Car'];
const locations: MapLocation[] = icons.map((icon, i) => ({
  id: `l${i}`,
  name: `Place ${i + 1}`,
  description: `About place ${i + 1}`,
  icon,
  position: i,
}));
const camp: Camp = {
  ...sampleCamp,
  id: 'c1',
  contact_info: { ...sampleCamp.contact_info, counselors: [...sampleCamp.contact_info.counselors] },
  start_date: '2025-09-05T12:00:00.000Z',
  end_date: '2025-09-07T12:00:00.000Z',
  image_url: null,
};

const signIn = (role: User['role']) =>
  useAuthStore.getState().login({ id: 'u1', role, first_name: 'A', last_name: 'B' } as User, 'token-1');

beforeEach(async () => {
  await resetDb();
  await db.mapLocations.bulkPut(locations);
  await db.camps.put(camp);
});
afterEach(() => {
  cleanup();
  useAuthStore.getState().logout();
});

describe('Camp Map (SPEC §2.3)', () => {
  it('shows the map image, the 6 locations in order with their icons, Getting Here and a maps link to the address', async () => {
    signIn('camper');
    render(<MapPage />);
    const items = await within(screen.getByRole('list', { name: 'Key locations' })).findAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('aria-label'))).toEqual(locations.map((l) => l.name));
    expect(items.map((li) => li.querySelector('[data-icon]')?.getAttribute('data-icon'))).toEqual(icons);
    expect(screen.getByRole<HTMLImageElement>('img', { name: /Map of Whispering Pines Campground/ }).getAttribute('src')).toBe(
      '/camp-map.svg',
    );
    const here = screen.getByRole('region', { name: 'Getting Here' });
    expect(here.textContent).toContain(sampleCamp.address);
    expect(here.textContent).toContain('Sep 5\u2009–\u20097, 2025');
    const link = within(here).getByRole('link', { name: /Open in Maps App/ });
    expect(link.getAttribute('href')).toBe(`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(sampleCamp.address)}`);
  });

  it('has no editing mode for organizers or campers', async () => {
    for (const role of ['camper', 'organizer'] as const) {
      signIn(role);
      render(<MapPage />);
      await screen.findByText('Place 1');
      expect(screen.queryByRole('button', { name: /Edit Locations|Done|Edit Place/ })).toBeNull();
      cleanup();
    }
  });

  // The admin's editing round trip goes through IndexedDB several times: slow on a busy machine.
  it('gives admins an editing mode, ended with Done, to add, edit and delete locations', async () => {
    signIn('admin');
    render(<MapPage />);
    await screen.findByText('Place 1');
    expect(screen.queryByRole('button', { name: 'Edit Place 1' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Locations' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Location' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Location' });
    const save = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Add Location' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Archery Range' } });
    expect(save.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Behind the meadow' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tent' }));
    fireEvent.click(save);
    const added = await screen.findByRole('listitem', { name: 'Archery Range' });
    expect(within(added).getByText('Waiting to send')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Place 6' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete Location' })).getByRole('button', { name: 'Delete' }));
    await expect.poll(() => screen.queryByText('Place 6')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('button', { name: 'Edit Place 1' })).toBeNull();
    const rows = await db.outbox.orderBy('seq').toArray();
    expect(rows.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /map/locations', 'DELETE /map/locations/l5']);
    expect(rows[0]?.body).toMatchObject({ name: 'Archery Range', description: 'Behind the meadow', icon: 'Tent' });
  }, 15_000);
});
