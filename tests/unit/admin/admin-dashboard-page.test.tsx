import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../contracts/users';
import { AdminDashboardPage } from '../../../src/features/admin/admin-dashboard-page';
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
    stubServer();
    renderDashboard('admin');
    await new Promise((r) => setTimeout(r, 50));
    for (const label of ['Total Users', 'Pending Approvals', 'Events', 'Polls']) expect(screen.getByTestId(`stat-${label}`).textContent).toBe('0');
    expect(screen.queryByRole('alert')).toBeNull();
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/admin/users', '/admin/camps', '/admin/events', '/admin/teams', '/admin/polls']);
  });

  it('counts users, pending approvals, events and polls', async () => {
    stubRoutes({
      '/api/admin/users': { status: 200, body: [{ status: 'approved' }, { status: 'pending' }, { status: 'pending' }] },
      '/api/events': { status: 200, body: { events: [{}, {}, {}, {}] } },
      '/api/polls': { status: 200, body: [{}] },
    });
    renderDashboard('admin');
    expect((await screen.findByText('3')).dataset.testid).toBe('stat-Total Users');
    expect(screen.getByTestId('stat-Pending Approvals').textContent).toBe('2');
    expect(screen.getByTestId('stat-Events').textContent).toBe('4');
    expect(screen.getByTestId('stat-Polls').textContent).toBe('1');
  });
});
