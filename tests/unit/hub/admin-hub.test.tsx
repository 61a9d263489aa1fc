import { Suspense } from 'react';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HubKey } from '../../../contracts/hub';
import { AdminHubPage } from '../../../src/features/hub/admin/admin-hub-page';
import { useAuthStore } from '../../../src/stores/auth-store';
import { myProfile, setOnline } from '../support/camp-seed';
import type { FakeAnswer, FakeRequest } from '../support/outbox-fixtures';
import { servePage } from '../support/page-fetch';

configure({ asyncUtilTimeout: 10_000 });

const KEY = `hub_${'k'.repeat(43)}`;

/** The cloud as Admin → Camp hub sees it; `refuse` answers a creation instead. */
function serveCloud(refuse?: FakeAnswer) {
  let keys: HubKey[] = [];
  return servePage((req: FakeRequest): FakeAnswer => {
    if (req.method === 'GET' && req.path === '/admin/hub-keys') return { status: 200, body: { hub_keys: keys } };
    if (req.method === 'POST' && req.path === '/admin/hub-keys') {
      if (refuse) return refuse;
      const { label } = req.body as { label: string | null };
      keys = [{ id: 'h1', label, created_at: new Date().toISOString(), last_used_at: null, revoked_at: null }];
      return { status: 201, body: { id: 'h1', key: KEY } };
    }
    return 'network-error';
  });
}

function openPage(role: 'admin' | 'organizer' = 'admin') {
  useAuthStore.getState().login({ ...myProfile, role }, 'token-1');
  const router = createMemoryRouter([{ path: '/admin/hub', element: <AdminHubPage /> }], { initialEntries: ['/admin/hub'] });
  render(
    <Suspense fallback={<p>loading</p>}>
      <RouterProvider router={router} />
    </Suspense>,
  );
}
const form = async () => within(await screen.findByRole('form', { name: 'Create a hub key' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setOnline(true);
  useAuthStore.getState().logout();
});

describe('Admin → Camp hub', () => {
  it('sends the label typed, shows the key once with its command, and lists the key by its label', async () => {
    const calls = serveCloud();
    openPage();
    expect(await screen.findByText('No hub keys yet.')).toBeTruthy();
    const f = await form();
    fireEvent.change(f.getByLabelText('Label (optional)'), { target: { value: ' Lake house laptop ' } });
    fireEvent.click(f.getByRole('button', { name: 'Create a hub key' }));
    const created = within(await screen.findByRole('region', { name: 'Your new hub key' }));
    expect(created.getByTestId('created-hub-key').textContent).toBe(KEY);
    expect(created.getByTestId('hub-command').textContent).toBe(`npm run hub -- --cloud ${window.location.origin} --key ${KEY}`);
    expect(created.getByText('Copy it now: this key will not be shown again.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ label: 'Lake house laptop' });
    const card = within(await screen.findByTestId('hub-key-card'));
    expect(card.getByText('Lake house laptop')).toBeTruthy();
    expect(card.getByText(/never used/)).toBeTruthy();
  });

  it("keeps the label and shows the server's sentence when the key is refused", async () => {
    serveCloud({ status: 403, body: { error: 'Only administrators can do that.', code: 'admins_only' } });
    openPage();
    const f = await form();
    fireEvent.change(f.getByLabelText('Label (optional)'), { target: { value: 'Barn' } });
    fireEvent.click(f.getByRole('button', { name: 'Create a hub key' }));
    expect((await f.findByRole('alert')).textContent).toBe('Only administrators can do that.');
    expect(f.getByLabelText<HTMLInputElement>('Label (optional)').value).toBe('Barn');
    expect(screen.queryByRole('region', { name: 'Your new hub key' })).toBeNull();
  });

  it('says plainly when there is no signal and offers no creation', async () => {
    setOnline(false);
    serveCloud();
    openPage();
    expect(await screen.findByText('Hub keys need a connection. Connect to create or revoke them.')).toBeTruthy();
    expect((await form()).getByRole<HTMLButtonElement>('button', { name: 'Create a hub key' }).disabled).toBe(true);
  });

  it('is for administrators alone', async () => {
    serveCloud();
    openPage('organizer');
    expect(await screen.findByText(/Access Denied/i)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Create a hub key' })).toBeNull();
  });
});
