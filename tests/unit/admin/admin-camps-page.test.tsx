import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Camp } from '../../../contracts/camps';
import type { User } from '../../../contracts/profile';
import { db } from '../../../src/db/schema';
import { AdminCampsPage } from '../../../src/features/camps/admin/admin-camps-page';
import { useAuthStore } from '../../../src/stores/auth-store';
import { resetDb } from '../support/outbox-fixtures';
import { stubServer } from '../support/fake-server';

const camp: Camp = {
  id: 'c1',
  year: 2025,
  name: 'Camp Weekend 2025',
  location: 'Whispering Pines',
  address: '4200 Lakeview Road',
  start_date: '2025-09-05T12:00:00.000Z',
  end_date: '2025-09-07T12:00:00.000Z',
  contact_info: { website: 'https://campweekend.example.org', counselors: [{ name: 'Sarah Johnson', phone: '1' }] },
  rules: null,
  image_url: null,
  is_active: true,
};

function renderPage(role: User['role']) {
  useAuthStore.getState().login({ id: 'a1', role } as User, 'token');
  const router = createMemoryRouter([{ path: '/admin/camps', element: <AdminCampsPage /> }], { initialEntries: ['/admin/camps'] });
  render(<RouterProvider router={router} />);
}

const fill = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

beforeEach(async () => {
  await resetDb();
  await db.camps.put(camp);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.getState().logout();
});

describe('Camp Management (SPEC §2.3, §5, §8)', () => {
  it("shows organizers and campers 'Access Denied', like the other admin pages", () => {
    for (const role of ['organizer', 'camper'] as const) {
      renderPage(role);
      expect(screen.getByText('Access Denied')).toBeTruthy();
      expect(screen.getByText('You need admin privileges to access this page.')).toBeTruthy();
      expect(screen.queryByText('Camp Weekend 2025')).toBeNull();
      cleanup();
    }
  });

  it('lists the camps with Active or Inactive', async () => {
    renderPage('admin');
    const card = await screen.findByRole('listitem', { name: 'Camp Weekend 2025' });
    expect(within(card).getByText('Active')).toBeTruthy();
  });

  it('creates a camp: this year and active by default, checks §5, sends dates as ISO times', async () => {
    const calls = stubServer({ status: 201, body: { ...camp, id: 'c2', name: 'Camp 2026' } });
    renderPage('admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Create Camp' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Camp' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Year *').value).toBe(String(new Date().getFullYear()));
    expect(within(dialog).getByLabelText<HTMLInputElement>('Active').checked).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Remove counselor 1' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Camp' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Please fill in all required fields (name, year, location, address, start date, end date)',
    );
    fill(dialog, 'Name *', 'Camp 2026');
    fill(dialog, 'Year *', '2026');
    fill(dialog, 'Location *', 'Whispering Pines');
    fill(dialog, 'Address *', '4200 Lakeview Road');
    fill(dialog, 'Start date *', '2026-09-04');
    fill(dialog, 'End date *', '2026-09-06');
    fill(dialog, 'Website', 'campweekend');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Camp' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Website must be a URL (for example https://camp.example.org).');
    fill(dialog, 'Website', 'https://campweekend.example.org');
    fill(dialog, 'Counselor 1 name', 'Ana López');
    fill(dialog, 'Counselor 1 phone', '(555) 111-2222');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Camp' }));
    await screen.findByText('Camp created');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/admin/camps',
      body: {
        name: 'Camp 2026',
        year: 2026,
        start_date: '2026-09-04T12:00:00.000Z',
        end_date: '2026-09-06T12:00:00.000Z',
        is_active: true,
        contact_info: { website: 'https://campweekend.example.org', counselors: [{ name: 'Ana López', phone: '(555) 111-2222' }] },
      },
    });
  });

  it("says 'Failed to save camp. Please try again.' and keeps what was typed", async () => {
    stubServer({ status: 500, body: { error: 'Something went wrong.' } });
    renderPage('admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Camp' });
    fill(dialog, 'Name *', 'Renamed Camp');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Camp' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/^Failed to save camp\. Please try again\./);
    expect(within(dialog).getByLabelText<HTMLInputElement>('Name *').value).toBe('Renamed Camp');
  });

  it("asks before deleting, and says 'Failed to delete camp. Please try again.' when it fails", async () => {
    stubServer({ status: 500, body: { error: 'down' } });
    renderPage('admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete Camp' })).getByRole('button', { name: 'Delete Camp' }));
    expect((await screen.findByRole('status')).textContent).toBe('Failed to delete camp. Please try again.');
  });
});
