import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Team } from '../../../contracts/teams';
import type { User } from '../../../contracts/profile';
import { AdminTeamsPage } from '../../../src/features/teams/admin/admin-teams-page';
import { useAuthStore } from '../../../src/stores/auth-store';
import { stubServer } from '../support/fake-server';

const owls: Team = {
  id: 't1',
  name: 'Owls',
  color: 'purple',
  year: 2026,
  members: [
    { id: 'm1', name: 'Ana López', is_linked: false },
    { id: 'm2', name: 'Ben Li', is_linked: false },
  ],
};
const linked: Team = { ...owls, members: owls.members.map((m) => ({ ...m, is_linked: true })) };

function renderPage(role: User['role']) {
  useAuthStore.getState().login({ id: 'a1', role } as User, 'token');
  const router = createMemoryRouter([{ path: '/admin/teams', element: <AdminTeamsPage /> }], { initialEntries: ['/admin/teams'] });
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  useAuthStore.getState().logout();
});

describe('Team Management (SPEC §2.3, §7, §8)', () => {
  it("shows organizers and campers 'Access Denied' and asks the server nothing", () => {
    const calls = stubServer();
    for (const role of ['organizer', 'camper'] as const) {
      renderPage(role);
      expect(screen.getByText('Access Denied')).toBeTruthy();
      cleanup();
    }
    expect(calls).toEqual([]);
  });

  it('lists the teams of a year, offering 2024, 2025 and 2026', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 5, 1));
    const calls = stubServer({ status: 200, body: { teams: [owls] } });
    renderPage('admin');
    expect(await screen.findByRole('listitem', { name: 'Owls' })).toBeTruthy();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['2024', '2025', '2026']);
    expect(calls[0]?.url).toBe('/api/admin/teams');
  });

  it("auto-links and says 'Auto-linking completed! Linked 2 members.', and which were matched", async () => {
    stubServer(
      { status: 200, body: { teams: [owls] } },
      { status: 200, body: { linked_count: 2, matched: ['Ana López', 'Ben Li'], team: linked } },
      { status: 200, body: { teams: [linked] } },
    );
    renderPage('admin');
    const card = await screen.findByRole('listitem', { name: 'Owls' });
    fireEvent.click(within(card).getByRole('button', { name: 'Auto-link' }));
    expect((await screen.findByRole('status')).textContent).toBe('Auto-linking completed! Linked 2 members.');
    expect(await within(screen.getByRole('listitem', { name: 'Owls' })).findByText(/Linked now: Ana López, Ben Li/)).toBeTruthy();
  });

  it("says 'Failed to auto-link team members.' when the server fails", async () => {
    stubServer({ status: 200, body: { teams: [owls] } }, { status: 500, body: { error: 'down' } });
    renderPage('admin');
    fireEvent.click(within(await screen.findByRole('listitem', { name: 'Owls' })).getByRole('button', { name: 'Auto-link' }));
    expect((await screen.findByRole('status')).textContent).toBe('Failed to auto-link team members.');
  });

  it("creates a team without the empty member rows, or says 'Failed to create team. Please try again.'", async () => {
    const calls = stubServer(
      { status: 200, body: { teams: [] } },
      { status: 500, body: { error: 'down' } },
      { status: 201, body: { ...owls, id: 't2', name: 'Foxes', color: 'orange' } },
      { status: 200, body: { teams: [] } },
    );
    renderPage('admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Create Team' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Team' });
    fireEvent.change(within(dialog).getByLabelText('Team name'), { target: { value: 'Foxes' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'orange' }));
    fireEvent.change(within(dialog).getByLabelText('Member 1'), { target: { value: ' Ana López ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add another member' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add another member' }));
    fireEvent.change(within(dialog).getByLabelText('Member 3'), { target: { value: 'Ben Li' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Team' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to create team. Please try again.');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Team name').value).toBe('Foxes');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Team' }));
    await screen.findByText('Team created');
    expect(calls[2]).toMatchObject({
      method: 'POST',
      url: '/api/admin/teams',
      body: { name: 'Foxes', color: 'orange', members: ['Ana López', 'Ben Li'] },
    });
  });
});
