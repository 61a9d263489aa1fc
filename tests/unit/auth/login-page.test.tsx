import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../../../src/features/auth/login-page';
import { useAuthStore } from '../../../src/stores/auth-store';
import { stubServer } from '../support/fake-server';

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/registration-pending', element: <p>pending screen</p> },
      { path: '/', element: <p>home screen</p> },
      { path: '/ready', element: <p>first start</p> },
    ],
    { initialEntries: ['/login'] },
  );
  render(<RouterProvider router={router} />);
}

async function signIn(password = 'typed-pass') {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'sam@camp.test' } });
  fireEvent.change(screen.getByLabelText('Password', { exact: true }), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

const user = {
  id: 'u1',
  email: 'sam@camp.test',
  role: 'camper',
  status: 'approved',
  must_change_password: false,
  first_name: 'Sam',
  last_name: 'King',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.getState().logout();
});

describe('login screen (SPEC §2.3, §4.1, §8)', () => {
  it('stores the session and goes to the first start on a device that holds no camp of the person', async () => {
    stubServer({ status: 200, body: { token: 't1', user } });
    renderLogin();
    await signIn();
    await screen.findByText('first start');
    expect(useAuthStore.getState()).toMatchObject({ token: 't1', isAuthenticated: true });
  });

  it("goes Home on a device that already holds the person's camp", async () => {
    stubServer({ status: 200, body: { token: 't1', user } });
    localStorage.setItem('camp-weekend:camp-held-for', 'u1');
    try {
      renderLogin();
      await signIn();
      await screen.findByText('home screen');
    } finally {
      localStorage.removeItem('camp-weekend:camp-held-for');
    }
  });

  it('offers show/hide, remember-me (not sent), the forgot-password and sign-up links', async () => {
    const calls = stubServer({ status: 200, body: { token: 't1', user } });
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/register');
    const password = screen.getByLabelText<HTMLInputElement>('Password', { exact: true });
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.type).toBe('password');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sign In' }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await signIn();
    await screen.findByText('first start');
    expect(calls[0]?.body).toEqual({ email: 'sam@camp.test', password: 'typed-pass' });
  });

  it("shows the server's error text, else 'Login failed. Please try again.'", async () => {
    stubServer({ status: 401, body: { error: 'Invalid email or password.' } });
    renderLogin();
    await signIn();
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password.');
    stubServer();
    await signIn();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Login failed. Please try again.'));
  });

  it('sends an account awaiting approval (403) to /registration-pending', async () => {
    stubServer({ status: 403, body: { error: 'Your account is awaiting approval.' } });
    renderLogin();
    await signIn();
    await screen.findByText('pending screen');
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('blocks with the password change when required, storing nothing until it succeeds', async () => {
    stubServer({ status: 200, body: { token: 't1', user: { ...user, must_change_password: true } } });
    renderLogin();
    await signIn('typed-pass');
    const dialog = await screen.findByRole('dialog', { name: 'Change Your Password' });
    expect(dialog.querySelector('[aria-label="Close"]')).toBeNull();
    expect(useAuthStore.getState().token).toBeNull();
    const change = (next: string, confirm: string) => {
      fireEvent.change(screen.getByLabelText('New Password', { exact: true }), { target: { value: next } });
      fireEvent.change(screen.getByLabelText('Confirm New Password', { exact: true }), { target: { value: confirm } });
      fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    };
    change('abcdef', 'abcdeg');
    expect(screen.getByRole('alert').textContent).toBe('Passwords do not match');
    change('abcde', 'abcde');
    expect(screen.getByRole('alert').textContent).toBe('Password must be at least 6 characters');
    expect(screen.queryByLabelText('Current Password')).toBeNull();

    stubServer({ status: 400, body: { error: 'Current password is incorrect.' } });
    change('abcdef', 'abcdef');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Current password is incorrect.'));
    stubServer({ status: 500, body: {} });
    change('abcdef', 'abcdef');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to change password. Please try again.'));
    expect(useAuthStore.getState().token).toBeNull();

    const calls = stubServer({ status: 200, body: { message: 'Password changed successfully.', token: 't2', user } });
    change('abcdef', 'abcdef');
    await screen.findByText('first start');
    expect(calls).toEqual([
      { method: 'PUT', url: '/api/users/me/password', body: { current_password: 'typed-pass', new_password: 'abcdef' }, auth: 'Bearer t1' },
    ]);
    expect(useAuthStore.getState()).toMatchObject({ token: 't2', isAuthenticated: true, user: { must_change_password: false } });
  });
});
