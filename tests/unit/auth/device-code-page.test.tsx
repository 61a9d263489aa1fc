import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeviceCodePage } from '../../../src/features/auth/device-code-page';
import { LoginPage } from '../../../src/features/auth/login-page';
import { useAuthStore } from '../../../src/stores/auth-store';
import { stubServer } from '../support/fake-server';

const user = {
  id: 'u1',
  email: 'sam@camp.test',
  role: 'camper',
  status: 'approved',
  must_change_password: false,
  last_login_at: null,
  created_at: '2026-01-10T12:00:00.000Z',
  avatar_url: null,
  first_name: 'Sam',
  last_name: 'King',
  profile: { first_name: 'Sam', last_name: 'King', phone: null, emergency_contact: null, dietary_restrictions: null, avatar_url: null },
};

function show(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/login/code', element: <DeviceCodePage /> },
      { path: '/ready', element: <p>ready screen</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

const codeField = () => screen.getByLabelText<HTMLInputElement>('6-digit code');
const typeCode = (code: string) => fireEvent.change(codeField(), { target: { value: code } });
const submit = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Sign In with the code' });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  useAuthStore.getState().logout();
});

describe('signing the installed app in with a code', () => {
  it('is offered by a link on the sign-in page', async () => {
    show('/login');
    fireEvent.click(await screen.findByRole('link', { name: 'Enter the code' }));
    expect(await screen.findByRole('heading', { name: 'Signed in on this phone already?' })).toBeTruthy();
  });

  it('asks for the digits of a one-time code, as phones fill them in', async () => {
    show('/login/code');
    await screen.findByRole('heading', { name: 'Signed in on this phone already?' });
    expect(codeField().inputMode).toBe('numeric');
    expect(codeField().autocomplete).toBe('one-time-code');
    typeCode('12a 34');
    expect(codeField().value).toBe('1234');
    expect(submit().disabled).toBe(true);
  });

  it('signs in as the person the code belongs to, then gets the whole camp', async () => {
    const calls = stubServer({ status: 200, body: { token: 't1', user } });
    show('/login/code');
    typeCode('123456');
    fireEvent.click(submit());
    await screen.findByText('ready screen');
    expect(calls.map((c) => [c.url, c.body])).toEqual([['/api/auth/device-codes/exchange', { code: '123456' }]]);
    expect(useAuthStore.getState()).toMatchObject({ token: 't1', isAuthenticated: true, user: { id: 'u1' } });
  });

  it("shows the server's sentence for a wrong code and keeps what was typed", async () => {
    stubServer({ status: 400, body: { error: 'That code is not right, or it has expired.' } });
    show('/login/code');
    typeCode('654321');
    fireEvent.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe('That code is not right, or it has expired.');
    expect(codeField().value).toBe('654321');
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('says it needs a connection when the phone is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    show('/login/code');
    expect((await screen.findByRole('status')).textContent).toBe(
      'Signing in with a code needs a connection. Try again when you have signal.',
    );
    typeCode('123456');
    expect(submit().disabled).toBe(true);
  });
});
