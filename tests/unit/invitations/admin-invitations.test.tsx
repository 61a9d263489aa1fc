import { Suspense } from 'react';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Household } from '../../../contracts/households';
import type { Invitation } from '../../../contracts/invitations';
import type { User } from '../../../contracts/profile';
import { AdminInvitationsPage } from '../../../src/features/invitations/admin/admin-invitations-page';
import { useAuthStore } from '../../../src/stores/auth-store';
import { useInvitationLinks } from '../../../src/stores/invitation-links-store';
import { setOnline } from '../support/camp-seed';
import type { FakeAnswer, FakeRequest } from '../support/outbox-fixtures';
import { servePage } from '../support/page-fetch';

configure({ asyncUtilTimeout: 10_000 });

const admin: User = {
  id: 'a1',
  email: 'alex@camp.test',
  role: 'admin',
  status: 'approved',
  must_change_password: false,
  last_login_at: null,
  created_at: '2025-08-01T10:00:00.000Z',
  avatar_url: null,
  first_name: 'Alex',
  last_name: 'Admin',
  profile: { first_name: 'Alex', last_name: 'Admin', phone: null, emergency_contact: null, dietary_restrictions: null, avatar_url: null },
};
const oaks: Household = {
  id: '7b0c1a52-5a3f-4f43-9d1e-2f0a0b7c6d01',
  name: 'The Oaks',
  children: 1,
  members: [
    { id: 'm1', name: 'Olive Oak' },
    { id: 'm2', name: 'Owen Oak' },
  ],
};
const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString();
const invitation = (id: string, extra: Partial<Invitation> = {}): Invitation => ({
  id,
  household_id: null,
  household_name: 'The Rivers',
  role: 'camper',
  uses: 3,
  uses_left: 3,
  expires_at: inAMonth,
  revoked_at: null,
  created_at: new Date().toISOString(),
  joined: [],
  ...extra,
});

/** The camp server as Admin → Invitations sees it; `refuse` answers a creation instead, `mail` a mail of the link. */
function serveCamp(refuse?: FakeAnswer, mail: FakeAnswer = { status: 204 }) {
  let invitations: Invitation[] = [];
  return servePage((req: FakeRequest): FakeAnswer => {
    if (req.path === '/households') return { status: 200, body: { households: [oaks] } };
    if (req.method === 'GET' && req.path === '/admin/invitations') return { status: 200, body: { invitations } };
    if (req.method === 'POST' && req.path === '/admin/invitations') {
      if (refuse) return refuse;
      const body = req.body as { household_name?: string; uses: number };
      invitations = [invitation('i-new', { household_name: body.household_name ?? 'The Oaks', uses: body.uses, uses_left: body.uses })];
      return {
        status: 201,
        body: { id: 'i-new', token: 'tok', url: 'https://camp.test/join/tok', uses_left: body.uses, expires_at: inAMonth },
      };
    }
    if (req.method === 'POST' && req.path === '/admin/invitations/i-new/email') return mail;
    if (req.method === 'DELETE' && req.path === '/admin/invitations/i-new') {
      invitations = invitations.map((i) => ({ ...i, revoked_at: new Date().toISOString() }));
      return { status: 204 };
    }
    return 'network-error';
  });
}

function openPage() {
  const router = createMemoryRouter([{ path: '/admin/invitations', element: <AdminInvitationsPage /> }], {
    initialEntries: ['/admin/invitations'],
  });
  render(
    <Suspense fallback={<p>loading</p>}>
      <RouterProvider router={router} />
    </Suspense>,
  );
}
const form = async () => within(await screen.findByRole('form', { name: 'New invitation' }));

beforeEach(() => useAuthStore.getState().login(admin, 'admin-token'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setOnline(true);
  useAuthStore.getState().logout();
  useInvitationLinks.setState({ links: {} });
});

describe('Admin → Invitations', () => {
  it('starts with a new household, camper, 1 use and 30 days; an existing household sets the uses to its members', async () => {
    serveCamp();
    openPage();
    const f = await form();
    expect(f.getByLabelText<HTMLSelectElement>('Household').value).toBe('new');
    expect(f.getByLabelText<HTMLSelectElement>('Role').value).toBe('camper');
    expect(f.getByLabelText<HTMLInputElement>('People who can join').value).toBe('1');
    expect(f.getByLabelText<HTMLInputElement>('Days before it expires').value).toBe('30');
    await f.findByRole('option', { name: 'The Oaks' });
    fireEvent.change(f.getByLabelText('Household'), { target: { value: oaks.id } });
    expect(f.getByLabelText<HTMLInputElement>('People who can join').value).toBe('2');
    expect(f.queryByLabelText("New household's name")).toBeNull();
  });

  it('creates an invitation for a new household, shows its link and QR code, keeps the link on this device, and lists it', async () => {
    const calls = serveCamp();
    openPage();
    const f = await form();
    fireEvent.change(f.getByLabelText("New household's name"), { target: { value: ' The Rivers ' } });
    fireEvent.change(f.getByLabelText('People who can join'), { target: { value: '3' } });
    fireEvent.click(f.getByRole('button', { name: 'Create Invitation' }));

    const created = within(await screen.findByRole('region', { name: 'Invitation for The Rivers' }));
    expect(created.getByTestId('created-link').textContent).toBe('https://camp.test/join/tok');
    expect((await created.findByRole('img', { name: 'QR code of the invitation link' })).getAttribute('src')).toMatch(
      /^data:image\/svg\+xml/,
    );
    expect(useInvitationLinks.getState().links).toEqual({ 'i-new': 'https://camp.test/join/tok' });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      household_name: 'The Rivers',
      role: 'camper',
      uses: 3,
      expires_in_days: 30,
    });
    const card = within(await screen.findByTestId('invitation-card'));
    expect(card.getByText('Active')).toBeTruthy();
    expect(card.getByText(/3 of 3 uses left/)).toBeTruthy();
    expect(card.getByText('Nobody has joined yet.')).toBeTruthy();
    expect(card.getByRole('button', { name: 'Copy link' })).toBeTruthy();
  });

  it("keeps what was typed and shows the server's sentence when the invitation is refused", async () => {
    serveCamp({ status: 400, body: { error: 'An invitation is for at most 20 people.', code: 'validation_failed' } });
    openPage();
    const f = await form();
    fireEvent.change(f.getByLabelText("New household's name"), { target: { value: 'The Pines' } });
    fireEvent.change(f.getByLabelText('People who can join'), { target: { value: '25' } });
    fireEvent.click(f.getByRole('button', { name: 'Create Invitation' }));
    expect((await f.findByRole('alert')).textContent).toBe('An invitation is for at most 20 people.');
    expect(f.getByLabelText<HTMLInputElement>("New household's name").value).toBe('The Pines');
    expect(f.getByLabelText<HTMLInputElement>('People who can join').value).toBe('25');
  });

  it('says a new household needs a name before anything is sent', async () => {
    const calls = serveCamp();
    openPage();
    const f = await form();
    fireEvent.click(f.getByRole('button', { name: 'Create Invitation' }));
    expect((await f.findByRole('alert')).textContent).toBe('Give the new household a name.');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('revokes after a confirmation, and the card then says Revoked', async () => {
    const calls = serveCamp();
    openPage();
    const f = await form();
    fireEvent.change(f.getByLabelText("New household's name"), { target: { value: 'The Rivers' } });
    fireEvent.click(f.getByRole('button', { name: 'Create Invitation' }));
    const card = within(await screen.findByTestId('invitation-card'));
    fireEvent.click(card.getByRole('button', { name: 'Revoke' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Revoke invitation' }));
    expect(dialog.getByText('Revoke the invitation for The Rivers? Its link stops working at once.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    fireEvent.click(dialog.getByRole('button', { name: 'Revoke' }));
    expect(await card.findByText('Revoked')).toBeTruthy();
    expect(card.queryByRole('button', { name: 'Revoke' })).toBeNull();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/admin/invitations/i-new']);
  });

  it('sends the link by email and says so; a failed mail keeps the address and says why', async () => {
    const failed = 'The invitation email could not be sent. Please try again later.';
    const calls = serveCamp(undefined, { status: 502, body: { error: failed, code: 'invitation_mail_failed' } });
    openPage();
    const f = await form();
    fireEvent.change(f.getByLabelText("New household's name"), { target: { value: 'The Rivers' } });
    fireEvent.click(f.getByRole('button', { name: 'Create Invitation' }));
    const card = within(await screen.findByTestId('invitation-card'));
    fireEvent.click(card.getByRole('button', { name: 'Send by email' }));
    fireEvent.change(card.getByLabelText('Email address'), { target: { value: 'rae@camp.test' } });
    fireEvent.click(card.getByRole('button', { name: 'Send' }));
    expect((await card.findByRole('alert')).textContent).toBe(failed);
    expect(card.getByLabelText<HTMLInputElement>('Email address').value).toBe('rae@camp.test');
    expect(calls.find((c) => c.path === '/admin/invitations/i-new/email')?.body).toEqual({ email: 'rae@camp.test', language: 'en' });

    vi.unstubAllGlobals();
    serveCamp();
    fireEvent.click(card.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Invitation sent to rae@camp.test.')).toBeTruthy();
    expect(card.queryByLabelText('Email address')).toBeNull();
  });

  it('says plainly when there is no signal and offers no creation', async () => {
    setOnline(false);
    serveCamp();
    openPage();
    expect(await screen.findByText('Invitations need a connection. Connect to create, revoke or send them.')).toBeTruthy();
    expect((await form()).getByRole<HTMLButtonElement>('button', { name: 'Create Invitation' }).disabled).toBe(true);
  });
});
