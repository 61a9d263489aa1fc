import { Suspense } from 'react';
import { cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JoinPage } from '../../../src/features/auth/join-page';
import { useAuthStore } from '../../../src/stores/auth-store';
import type { FakeAnswer, FakeRequest } from '../support/outbox-fixtures';
import { servePage } from '../support/page-fetch';

configure({ asyncUtilTimeout: 10_000 });

const user = {
  id: 'u9',
  email: 'rae@camp.test',
  role: 'camper',
  status: 'approved',
  must_change_password: false,
  last_login_at: null,
  created_at: '2026-01-01T10:00:00.000Z',
  avatar_url: null,
  first_name: 'Rae',
  last_name: 'River',
  profile: { first_name: 'Rae', last_name: 'River', phone: null, emergency_contact: null, dietary_restrictions: null, avatar_url: null },
};
const unusable = 'This invitation can no longer be used. Please ask the camp organizers for a new link.';

function serve(preview: FakeAnswer, register: FakeAnswer = { status: 201, body: { token: 'session-token', user } }) {
  return servePage((req: FakeRequest) => (req.method === 'GET' ? preview : register));
}

function openJoin() {
  const router = createMemoryRouter(
    [
      { path: '/join/:token', element: <JoinPage /> },
      { path: '/', element: <p>home screen</p> },
      { path: '/ready', element: <p>first start</p> },
    ],
    { initialEntries: ['/join/abc123'] },
  );
  render(
    <Suspense fallback={<p>loading</p>}>
      <RouterProvider router={router} />
    </Suspense>,
  );
}

function fillIn() {
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
  type('First Name', 'Rae');
  type('Last Name', 'River');
  type('Date of Birth', '1990-05-01');
  type('Email', 'rae@camp.test');
  type('Password', 'riverside-1');
  type('Confirm Password', 'riverside-1');
  fireEvent.click(screen.getByRole('button', { name: 'Join' }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.getState().logout();
});

describe('the join page (/join/:token)', () => {
  it('names the household, registers through the link and is signed in at once, on the first start', async () => {
    const calls = serve({ status: 200, body: { household_name: 'The Rivers', usable: true } });
    openJoin();
    expect(await screen.findByRole('heading', { name: 'Join The Rivers at Camp Weekend' })).toBeTruthy();
    fillIn();
    await screen.findByText('first start');
    expect(useAuthStore.getState()).toMatchObject({ token: 'session-token', isAuthenticated: true });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /invitations/abc123', 'POST /invitations/abc123/register']);
    expect(calls[1]?.body).toEqual({
      email: 'rae@camp.test',
      password: 'riverside-1',
      first_name: 'Rae',
      last_name: 'River',
      date_of_birth: '1990-05-01',
    });
  });

  it('says so plainly when the link can no longer be used, and offers no form', async () => {
    serve({ status: 200, body: { household_name: null, usable: false } });
    openJoin();
    expect((await screen.findByRole('alert')).textContent).toBe(unusable);
    expect(screen.getByRole('heading', { name: 'Join Camp Weekend' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
  });

  it("shows the server's sentence when the registration is refused, and keeps what was typed", async () => {
    serve(
      { status: 200, body: { household_name: 'The Rivers', usable: true } },
      { status: 410, body: { error: unusable, code: 'invitation_unusable' } },
    );
    openJoin();
    await screen.findByRole('heading', { name: 'Join The Rivers at Camp Weekend' });
    fillIn();
    expect((await screen.findByRole('alert')).textContent).toBe(unusable);
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('rae@camp.test');
    expect(screen.getByLabelText<HTMLInputElement>('First Name').value).toBe('Rae');
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it("checks the register form's rules before sending anything", async () => {
    const calls = serve({ status: 200, body: { household_name: 'The Rivers', usable: true } });
    openJoin();
    await screen.findByRole('heading', { name: 'Join The Rivers at Camp Weekend' });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
