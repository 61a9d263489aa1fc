import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../../contracts/profile';
import { routes as appRoutes } from '../../src/app/router';
import { MorePage } from '../../src/features/more/more-page';
import { db } from '../../src/db/schema';
import { useAuthStore } from '../../src/stores/auth-store';
import { useThemeStore } from '../../src/stores/theme-store';

const user = (role: User['role']) => ({ id: 'me', role, first_name: 'Jamie', last_name: 'Rivera' }) as User;

/** Every path of the app's route table. */
const appPaths = (routes: RouteObject[]): string[] =>
  routes.flatMap((r) => [...(r.path && r.path !== '*' ? [r.path] : []), ...appPaths(r.children ?? [])]);

function renderMore() {
  const router = createMemoryRouter(
    [
      { path: '/more', element: <MorePage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/more'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const notification = (id: string, read: boolean) => ({
  id,
  title: 't',
  message: 'm',
  type: 'info',
  read,
  timestamp: new Date().toISOString(),
});

beforeEach(async () => {
  await db.notifications.clear();
});
afterEach(() => {
  cleanup();
  useAuthStore.getState().logout();
});

describe('the More screen (SPEC §2.3)', () => {
  it('shows the sections, and every link goes to a screen of the route table (or opens mail)', () => {
    useAuthStore.getState().login(user('admin'), 'token');
    renderMore();
    const sections = screen.getAllByRole('region').map((s) => s.getAttribute('aria-label'));
    expect(sections).toEqual([
      'Account',
      'Admin Tools',
      'Social Media',
      'Camp Resources',
      'Contact and Support',
      'Settings',
      'Account Actions',
    ]);
    const known = new Set(appPaths(appRoutes));
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href') ?? '');
    expect(hrefs.length).toBeGreaterThan(15);
    expect(hrefs.filter((h) => !h.startsWith('mailto:') && !known.has(h))).toEqual([]);
    const admin = within(screen.getByRole('region', { name: 'Admin Tools' }))
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(admin).toEqual(['/admin', '/admin/users', '/admin/invitations', '/admin/camps', '/admin/events', '/admin/polls', '/admin/hub']);
  });

  it('shows Admin Tools to admins only, and the Organizer badge to organizers', () => {
    useAuthStore.getState().login(user('organizer'), 'token');
    renderMore();
    expect(screen.queryByRole('region', { name: 'Admin Tools' })).toBeNull();
    expect(screen.getByText('Organizer')).toBeTruthy();
    cleanup();
    useAuthStore.getState().login(user('camper'), 'token');
    renderMore();
    expect(screen.queryByText('Organizer')).toBeNull();
  });

  it('shows the unread badge (9+ above 9) and the version label 2.0.0', async () => {
    useAuthStore.getState().login(user('camper'), 'token');
    await db.notifications.bulkPut([...Array.from({ length: 10 }, (_, i) => notification(`n${i}`, false)), notification('old', true)]);
    renderMore();
    await screen.findByLabelText('9+ unread');
    expect(screen.getByText(/version 2\.0\.0/)).toBeTruthy();
  });

  it('toggles dark mode and cycles English, Spanish, French', () => {
    useAuthStore.getState().login(user('camper'), 'token');
    renderMore();
    const dark = useThemeStore.getState().isDarkMode;
    fireEvent.click(screen.getByRole('button', { name: /Dark Mode/ }));
    expect(useThemeStore.getState().isDarkMode).toBe(!dark);
    const language = screen.getByRole('button', { name: /Language/ });
    const seen = [0, 1, 2].map(() => {
      fireEvent.click(language);
      return language.textContent?.replace('Language', '');
    });
    expect(new Set(seen)).toEqual(new Set(['English', 'Spanish', 'French']));
  });

  it('signs out only after confirmation', async () => {
    useAuthStore.getState().login(user('camper'), 'token');
    const router = renderMore();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sign Out' }));
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
