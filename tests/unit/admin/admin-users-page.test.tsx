import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../contracts/profile';
import { AdminUsersPage } from '../../../src/features/profile/admin/admin-users-page';
import { useAuthStore } from '../../../src/stores/auth-store';
import { stubServer, type Reply } from '../support/fake-server';

const person = (id: string, first: string, extra: Partial<User> = {}): User => ({
  id,
  email: `${first.toLowerCase()}@camp.test`,
  role: 'camper',
  status: 'approved',
  must_change_password: false,
  last_login_at: null,
  created_at: '2025-08-01T10:00:00.000Z',
  avatar_url: null,
  first_name: first,
  last_name: 'Test',
  profile: { first_name: first, last_name: 'Test', phone: null, emergency_contact: null, dietary_restrictions: null, avatar_url: null },
  ...extra,
});
const me = person('a1', 'Alex', { role: 'admin', last_login_at: '2025-09-01T10:00:00.000Z' });
const pending = person('p1', 'Pat', { status: 'pending' });
const camper = person('c1', 'Casey');
const list: Reply = { status: 200, body: [me, pending, camper] };

function renderPage(...replies: Reply[]) {
  const calls = stubServer(list, ...replies);
  const router = createMemoryRouter(
    [
      { path: '/admin/users', element: <AdminUsersPage /> },
      { path: '/admin', element: <p>dashboard</p> },
    ],
    { initialEntries: ['/admin/users'] },
  );
  render(<RouterProvider router={router} />);
  return calls;
}
const row = async (email: string) =>
  within((await screen.findAllByTestId('user-row')).find((r) => r.dataset.email === email) as HTMLElement);
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => useAuthStore.getState().login(me, 'admin-token'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.getState().logout();
});

describe('User Management (SPEC §2.3, §5, §8)', () => {
  it("refuses non-admins with 'Access Denied'", () => {
    useAuthStore.getState().login(camper, 'camper-token');
    renderPage();
    expect(screen.getByText('Access Denied')).toBeTruthy();
    expect(screen.getByText('You need admin privileges to access this page.')).toBeTruthy();
  });

  it("lists Last Login ('Never' when absent) and Joined, and keeps admins off their own role and deletion", async () => {
    renderPage();
    const casey = await row('casey@camp.test');
    expect(casey.getByText('Never')).toBeTruthy();
    expect(casey.getByText(new Date(camper.created_at).toLocaleDateString(undefined, { dateStyle: 'medium' }))).toBeTruthy();
    const self = await row('alex@camp.test');
    expect(self.queryByText('Never')).toBeNull();
    expect(self.getByRole<HTMLButtonElement>('button', { name: 'Role' }).disabled).toBe(true);
    expect(self.getByRole<HTMLButtonElement>('button', { name: 'Delete' }).disabled).toBe(true);
  });

  it('filters pending registrations and approves one', async () => {
    const calls = renderPage(
      { status: 200, body: { ...pending, status: 'approved' } },
      { status: 200, body: [me, { ...pending, status: 'approved' }, camper] },
    );
    fireEvent.click(await screen.findByRole('tab', { name: 'Pending approval (1)' }));
    expect(screen.getAllByTestId('user-row').map((r) => r.dataset.email)).toEqual(['pat@camp.test']);
    fireEvent.click((await row('pat@camp.test')).getByRole('button', { name: 'Approve' }));
    await screen.findByRole('tab', { name: 'Pending approval (0)' });
    expect(calls[1]).toMatchObject({ method: 'POST', url: '/api/admin/users/p1/approve' });
  });

  it('creates a user with trimmed inputs and must_change_password, and reports failures', async () => {
    const calls = renderPage({ status: 409, body: { error: 'An account with this email already exists.' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Create User' }));
    const send = () => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Create User' }));
    send();
    expect(screen.getByRole('alert').textContent).toBe(
      'Please fill in all required fields (email, password, first name, last name, date of birth)',
    );
    const role = within(screen.getByRole('dialog')).getByLabelText<HTMLSelectElement>('Role');
    expect([...role.options].map((o) => [o.value, o.textContent])).toEqual([
      ['admin', 'Admin'],
      ['organizer', 'Organizer'],
      ['camper', 'Camper'],
    ]);
    fill('Email *', ' kim@camp.test ');
    fill('Temporary Password *', '12345');
    fill('First Name *', ' Kim ');
    fill('Last Name *', 'Lo');
    fill('Date of Birth *', '2012-05-05');
    send();
    expect(screen.getByRole('alert').textContent).toBe('Password must be at least 6 characters long');
    fill('Temporary Password *', 'secret');
    send();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Failed to create user: An account with this email already exists.'),
    );
    expect(calls[1]?.body).toEqual({
      email: 'kim@camp.test',
      password: 'secret',
      first_name: 'Kim',
      last_name: 'Lo',
      date_of_birth: '2012-05-05',
      role: 'camper',
      must_change_password: true,
    });
    send();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to create user. Please try again.'));
  });

  it('resets a password with the change-at-next-login box on by default', async () => {
    const calls = renderPage({ status: 500, body: {} }, { status: 200, body: { message: 'ok' } }, list);
    fireEvent.click((await row('casey@camp.test')).getByRole('button', { name: 'Reset Password' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByRole<HTMLInputElement>('checkbox', { name: 'Require password change at next login' }).checked).toBe(true);
    const send = () => fireEvent.click(dialog.getByRole('button', { name: 'Reset Password' }));
    fill('New Password', 'abcdef');
    fill('Confirm Password', 'abcdeg');
    send();
    expect(screen.getByRole('alert').textContent).toBe('Passwords do not match');
    fill('Confirm Password', 'abcde');
    fill('New Password', 'abcde');
    send();
    expect(screen.getByRole('alert').textContent).toBe('Password must be at least 6 characters');
    fill('New Password', 'abcdef');
    fill('Confirm Password', 'abcdef');
    send();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to reset password. Please try again.'));
    send();
    await screen.findByText('Password reset successfully');
    expect(calls[2]).toMatchObject({
      method: 'PUT',
      url: '/api/admin/users/c1/password',
      body: { password: 'abcdef', must_change_password: true },
    });
  });

  it('asks an administrator who reset their own password with the box on to change it at once', async () => {
    renderPage({ status: 200, body: { message: 'Password reset successfully', user: { ...me, must_change_password: true } } });
    fireEvent.click((await row('alex@camp.test')).getByRole('button', { name: 'Reset Password' }));
    fill('New Password', 'abcdef');
    fill('Confirm Password', 'abcdef');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reset Password' }));
    await screen.findByText('Password reset successfully');
    expect(useAuthStore.getState().user?.must_change_password).toBe(true);
  });

  it('offers every role but the current one, and reports a failed change', async () => {
    renderPage({ status: 500, body: {} });
    fireEvent.click((await row('casey@camp.test')).getByRole('button', { name: 'Role' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getAllByRole('button', { name: /^Make / }).map((b) => b.textContent)).toEqual(['Make admin', 'Make organizer']);
    fireEvent.click(dialog.getByRole('button', { name: 'Make organizer' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to update user role. Please try again.'));
  });

  it('deletes only after confirming, and reports a failure', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const calls = renderPage({ status: 500, body: {} }, list);
    fireEvent.click((await row('casey@camp.test')).getByRole('button', { name: 'Delete' }));
    expect(calls).toHaveLength(1);
    confirm.mockReturnValue(true);
    fireEvent.click((await row('casey@camp.test')).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Failed to delete user. This feature may not be implemented yet.');
    expect(calls[1]).toMatchObject({ method: 'DELETE', url: '/api/admin/users/c1' });
  });

  it('goes back to /admin', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByText('dashboard');
  });
});
