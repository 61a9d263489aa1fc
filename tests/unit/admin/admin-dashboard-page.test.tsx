import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../contracts/profile';
import { AdminDashboardPage } from '../../../src/features/dashboard/admin/admin-dashboard-page';
import { useAuthStore } from '../../../src/stores/auth-store';
import { stubRoutes, stubServer } from '../support/fake-server';

function renderDashboard(role: User['role']) {
  useAuthStore.getState().login({ id: 'a1', role } as User, 'token');
  const router = createMemoryRouter([{ path: '/admin', element: <AdminDashboardPage /> }], { initialEntries: ['/admin'] });
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.getState().logout();
});

describe('admin dashboard (SPEC §2.3)', () => {
  it("shows non-admins 'Access Denied'", () => {
    stubServer();
    renderDashboard('organizer');
    expect(screen.getByText('Access Denied')).toBeTruthy();
    expect(screen.getByText('You need admin privileges to access this page.')).toBeTruthy();
  });

  it('quietly shows zeros when the figures fail to load, and links every admin tool', async () => {
    const calls = stubServer();
    renderDashboard('admin');
    await vi.waitFor(() => expect(calls.map((c) => c.url)).toEqual(['/api/admin/stats']));
    await act(async () => {});
    for (const label of ['Total Users', 'Pending Approvals', 'Events', 'Polls', 'Posts', 'Photos', 'Camps', 'Teams'])
      expect(screen.getByTestId(`stat-${label}`).textContent).toBe('0');
    expect(screen.queryByRole('alert')).toBeNull();
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/admin/users',
      '/admin/invitations',
      '/admin/camps',
      '/admin/events',
      '/admin/teams',
      '/admin/polls',
      '/admin/hub',
    ]);
  });

  it('shows the counts the server makes of users, approvals, events, polls, posts, photos, camps and teams', async () => {
    const calls = stubRoutes({
      '/api/admin/stats': { status: 200, body: { users: 31, pending: 2, events: 19, polls: 4, posts: 57, photos: 40, camps: 3, teams: 6 } },
    });
    renderDashboard('admin');
    expect((await screen.findByText('31')).dataset.testid).toBe('stat-Total Users');
    const expected = { 'Pending Approvals': '2', Events: '19', Polls: '4', Posts: '57', Photos: '40', Camps: '3', Teams: '6' };
    for (const [label, value] of Object.entries(expected)) expect(screen.getByTestId(`stat-${label}`).textContent).toBe(value);
    expect(calls.map((c) => c.url)).toEqual(['/api/admin/stats']);
  });
});
