import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RegisterPage } from '../../../src/features/auth/register-page';
import { useAuthStore } from '../../../src/stores/auth-store';
import { stubServer } from '../support/fake-server';

function renderRegister() {
  const router = createMemoryRouter(
    [
      { path: '/register', element: <RegisterPage /> },
      { path: '/registration-pending', element: <p>pending screen</p> },
      { path: '/', element: <p>home screen</p> },
      { path: '/ready', element: <p>first start</p> },
    ],
    { initialEntries: ['/register'] },
  );
  render(<RouterProvider router={router} />);
}

function fillAndSend(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
}

const complete = {
  'First Name': 'Sam',
  'Last Name': 'King',
  'Date of Birth': '1990-01-02',
  Email: 'sam@camp.test',
  Password: 'campfire1',
  'Confirm Password': 'campfire1',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.getState().logout();
});

describe('register screen (SPEC §2.3, §4.1, §5)', () => {
  it('notes that counselors review registrations', () => {
    renderRegister();
    expect(screen.getByText(/counselors review every registration/)).toBeTruthy();
  });

  it('shows the rule messages before sending anything', () => {
    const calls = stubServer();
    renderRegister();
    fillAndSend({ ...complete, 'Date of Birth': '' });
    expect(screen.getByRole('alert').textContent).toBe('Date of birth is required');
    fillAndSend({ ...complete, Password: 'short', 'Confirm Password': 'short' });
    expect(screen.getByRole('alert').textContent).toBe('Password must be at least 8 characters long');
    fillAndSend({ ...complete, 'Confirm Password': 'campfire2' });
    expect(screen.getByRole('alert').textContent).toBe('Passwords do not match');
    expect(calls).toHaveLength(0);
  });

  it('shows the approval message in an alert, omits an empty referred_by and goes to the pending screen', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const calls = stubServer({ status: 201, body: { message: 'Registration successful! Your account is awaiting approval.' } });
    renderRegister();
    fillAndSend(complete);
    await screen.findByText('pending screen');
    expect(alert).toHaveBeenCalledWith('Registration successful! Your account is awaiting approval.');
    expect(calls[0]?.body).toEqual({
      email: 'sam@camp.test',
      password: 'campfire1',
      first_name: 'Sam',
      last_name: 'King',
      date_of_birth: '1990-01-02',
      language: 'en',
    });
  });

  it('signs in at once, on the first start, when the answer carries a token and user', async () => {
    stubServer({ status: 201, body: { token: 't9', user: { id: 'u9', email: 'sam@camp.test', role: 'camper' } } });
    renderRegister();
    fillAndSend(complete);
    await screen.findByText('first start');
    expect(useAuthStore.getState().token).toBe('t9');
  });

  it("shows the server's error, else 'Registration failed. Please try again.'", async () => {
    stubServer({ status: 409, body: { error: 'An account with this email already exists.' } });
    renderRegister();
    fillAndSend(complete);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('An account with this email already exists.'));
    stubServer();
    fillAndSend(complete);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Registration failed. Please try again.'));
  });
});
