import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Camp } from '../../contracts/camps';
import type { User } from '../../contracts/profile';
import { db } from '../../src/db/schema';
import { HelpPage } from '../../src/features/help/help-page';
import { PrivacyPage } from '../../src/features/privacy/privacy-page';
import { useAuthStore } from '../../src/stores/auth-store';
import { resetDb } from './support/outbox-fixtures';

const camp: Camp = {
  id: 'c',
  year: 2026,
  name: 'Camp 2026',
  location: 'Pines',
  address: '1 Road',
  start_date: '2026-09-04T12:00:00.000Z',
  end_date: '2026-09-06T12:00:00.000Z',
  contact_info: { website: 'https://pines.example.org', counselors: [{ name: 'Ana López', phone: '1' }] },
  rules: null,
  image_url: null,
  is_active: true,
};

function show(element: React.ReactElement, role: User['role'] = 'camper') {
  useAuthStore.getState().login({ id: 'u', role } as User, 't');
  const router = createMemoryRouter(
    [
      { path: '/page', element },
      { path: '/more', element: <p>More screen</p> },
    ],
    { initialEntries: ['/page'] },
  );
  render(<RouterProvider router={router} />);
}

beforeEach(async () => {
  await resetDb();
  await db.camps.put(camp);
});
afterEach(() => {
  cleanup();
  useAuthStore.getState().logout();
});

describe('Help and Support (SPEC §2.3)', () => {
  it('has quick tips, the feature guide without the admin part for campers, troubleshooting and Still Need Help?', async () => {
    show(<HelpPage />);
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Quick Tips' })).toBeTruthy();
    const guide = screen.getByRole('region', { name: 'Feature guide' });
    expect(
      within(guide)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent?.trim()),
    ).toEqual(['Social Features', 'Camp Information', 'Personalization']);
    expect(guide.textContent).toMatch(/English, Spanish and French/);
    const trouble = screen.getByRole('region', { name: 'Troubleshooting' }).textContent ?? '';
    for (const topic of [
      /photos are not uploading/i,
      /Instagram account will not connect/i,
      /dark mode/i,
      /changes waiting/i,
      /send my waiting changes/i,
    ])
      expect(trouble).toMatch(topic);
    const help = screen.getByRole('region', { name: 'Still Need Help?' });
    expect(within(help).getByRole('link', { name: 'Contact Counselors' }).getAttribute('href')).toBe('/safety');
    await expect
      .poll(() => within(help).queryByRole('link', { name: 'Send Feedback' })?.getAttribute('href'))
      .toBe(`mailto:office@pines.example.org?subject=${encodeURIComponent('Camp Weekend app support')}`);
  });

  it('shows Admin Features to administrators', () => {
    show(<HelpPage />, 'admin');
    expect(within(screen.getByRole('region', { name: 'Feature guide' })).getByText('Admin Features')).toBeTruthy();
  });
});

describe('Privacy Policy (SPEC §2.3, §9)', () => {
  it('states every retention period and has a Back button', () => {
    show(<PrivacyPage />);
    const text = document.body.textContent ?? '';
    expect(text).toContain('Account data is kept until you delete your account.');
    expect(text).toContain('Messages and photos are kept for the camp session plus 1 year.');
    expect(text).toContain('Usage data is kept for up to 2 years.');
    expect(text).toContain('We answer privacy requests within 30 days.');
    expect(text).toContain('your data is deleted within 30 days');
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('goes back to More when opened directly', async () => {
    show(<PrivacyPage />);
    screen.getByRole('button', { name: 'Back' }).click();
    expect(await screen.findByText('More screen')).toBeTruthy();
  });
});
