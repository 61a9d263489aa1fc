import { Suspense } from 'react';
import { act, cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Household } from '../../../contracts/households';
import type { User } from '../../../contracts/profile';
import { AdminUsersPage } from '../../../src/features/profile/admin/admin-users-page';
import { switchLanguage } from '../../../src/i18n';
import { useAuthStore } from '../../../src/stores/auth-store';
import { setOnline } from '../support/camp-seed';
import { servePage } from '../support/page-fetch';
import type { FakeAnswer, FakeRequest } from '../support/outbox-fixtures';

configure({ asyncUtilTimeout: 5000 });

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
const me = person('a1', 'Alex', { role: 'admin' });
const users = [me, person('p1', 'Pat', { status: 'pending' }), person('c1', 'Casey'), person('d1', 'Dana')];
const other: Household = { id: 'h-other', name: 'The Others', children: 0, members: [{ id: 'd1', name: 'Dana Test' }] };

/** The camp server as User Management sees it: households kept in memory, `refuse` answering a save instead. */
function serveCamp(refuse?: FakeAnswer) {
  let households: Household[] = [other];
  const nameOf = (id: string) => users.find((u) => u.id === id)?.first_name + ' Test';
  const kept = (id: string, body: { name: string; children: number; member_ids: string[] }): Household => ({
    id,
    name: body.name,
    children: body.children,
    members: body.member_ids.map((m) => ({ id: m, name: nameOf(m) })),
  });
  return servePage((req: FakeRequest): FakeAnswer => {
    const body = req.body as { name: string; children: number; member_ids: string[] };
    if (req.path === '/admin/users') return { status: 200, body: users };
    if (req.path === '/households') return { status: 200, body: { households } };
    if (req.method === 'POST' && req.path === '/admin/households') {
      if (refuse) return refuse;
      households = [...households, kept('h-new', body)];
      return { status: 201, body: households.at(-1) };
    }
    const id = req.path.split('/').at(-1) ?? '';
    if (req.method === 'PUT') {
      households = households.map((h) => (h.id === id ? kept(id, body) : h));
      return { status: 200, body: households.find((h) => h.id === id) };
    }
    if (req.method === 'DELETE') {
      households = households.filter((h) => h.id !== id);
      return { status: 200, body: { success: true } };
    }
    return 'network-error';
  });
}

async function openHouseholds(listName = 'Households') {
  const router = createMemoryRouter([{ path: '/admin/users', element: <AdminUsersPage /> }], { initialEntries: ['/admin/users'] });
  render(
    <Suspense fallback={<p>loading</p>}>
      <RouterProvider router={router} />
    </Suspense>,
  );
  fireEvent.click(await screen.findByRole('tab', { name: listName }));
  return screen.findByRole('region', { name: listName });
}
const dialog = () => screen.findByRole('dialog');
const saves = (calls: FakeRequest[]) => calls.filter((c) => c.method !== 'GET');

beforeEach(() => useAuthStore.getState().login(me, 'admin-token'));
afterEach(async () => {
  cleanup();
  await switchLanguage('en');
  vi.unstubAllGlobals();
  setOnline(true);
  useAuthStore.getState().logout();
});

describe('User Management: households', () => {
  it('creates a household with a name, children and a member; a person of another household cannot be ticked', async () => {
    const calls = serveCamp();
    const section = await openHouseholds();
    await within(section).findByRole('listitem', { name: 'The Others' });
    fireEvent.click(within(section).getByRole('button', { name: 'New household' }));
    const form = within(await dialog());
    expect(form.queryByLabelText('Pat Test')).toBeNull();
    expect(form.getByLabelText<HTMLInputElement>('Dana Test').disabled).toBe(true);
    expect(form.getByText('in The Others')).toBeTruthy();
    fireEvent.change(form.getByLabelText('Household name'), { target: { value: ' The Tests ' } });
    fireEvent.change(form.getByLabelText('Children without an account'), { target: { value: '2' } });
    fireEvent.click(form.getByLabelText('Casey Test'));
    fireEvent.click(form.getByRole('button', { name: 'New household' }));

    const card = within(await within(section).findByRole('listitem', { name: 'The Tests' }));
    expect(card.getByText('1 member · 2 children without an account')).toBeTruthy();
    expect(card.getByText('Casey Test')).toBeTruthy();
    await screen.findByText('Household created');
    expect(saves(calls)).toEqual([
      expect.objectContaining({ method: 'POST', path: '/admin/households', body: { name: 'The Tests', children: 2, member_ids: ['c1'] } }),
    ]);
  });

  it('says what to fix before sending, and shows the refusal naming the person, keeping what was typed', async () => {
    const calls = serveCamp({
      status: 409,
      body: {
        error: 'Casey Test already belongs to the household "The Others".',
        code: 'household_member_taken',
        details: { user_id: 'c1', name: 'Casey Test', household: 'The Others' },
      },
    });
    const section = await openHouseholds();
    fireEvent.click(await within(section).findByRole('button', { name: 'New household' }));
    const form = within(await dialog());
    fireEvent.click(form.getByRole('button', { name: 'New household' }));
    await form.findByText('Please enter a household name.');
    fireEvent.change(form.getByLabelText('Household name'), { target: { value: 'Big Family' } });
    fireEvent.change(form.getByLabelText('Children without an account'), { target: { value: '21' } });
    fireEvent.click(form.getByRole('button', { name: 'New household' }));
    await form.findByText('Children must be a whole number from 0 to 20.');
    expect(saves(calls)).toEqual([]);

    fireEvent.change(form.getByLabelText('Children without an account'), { target: { value: '3' } });
    fireEvent.click(form.getByLabelText('Casey Test'));
    fireEvent.click(form.getByRole('button', { name: 'New household' }));
    await form.findByText('Casey Test already belongs to the household "The Others".');
    expect(form.getByLabelText<HTMLInputElement>('Household name').value).toBe('Big Family');
    expect(form.getByLabelText<HTMLInputElement>('Casey Test').checked).toBe(true);
  });

  it("names the person of another household in the camper's language", async () => {
    serveCamp({
      status: 409,
      body: {
        error: 'Casey Test already belongs to the household "The Others".',
        code: 'household_member_taken',
        details: { user_id: 'c1', name: 'Casey Test', household: 'The Others' },
      },
    });
    await switchLanguage('es');
    const section = await openHouseholds('Familias');
    fireEvent.click(await within(section).findByRole('button', { name: 'Nueva familia' }));
    const form = within(await dialog());
    fireEvent.change(form.getByLabelText('Nombre de la familia'), { target: { value: 'Los Test' } });
    fireEvent.click(form.getByLabelText('Casey Test'));
    fireEvent.click(form.getByRole('button', { name: 'Nueva familia' }));
    await form.findByText('Casey Test ya pertenece a la familia "The Others".');
  });

  it('renames, takes a member out, and deletes', async () => {
    const calls = serveCamp();
    const section = await openHouseholds();
    fireEvent.click(within(await within(section).findByRole('listitem', { name: 'The Others' })).getByRole('button', { name: 'Edit' }));
    const form = within(await dialog());
    expect(form.getByLabelText<HTMLInputElement>('Dana Test').checked).toBe(true);
    fireEvent.change(form.getByLabelText('Household name'), { target: { value: 'The Renamed' } });
    fireEvent.click(form.getByLabelText('Dana Test'));
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    const card = await within(section).findByRole('listitem', { name: 'The Renamed' });
    expect(within(card).getByText('0 members · 0 children without an account')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Delete household' }));
    await within(section).findByText('No households yet.');
    expect(saves(calls).map((c) => [c.method, c.path, c.body])).toEqual([
      ['PUT', '/admin/households/h-other', { name: 'The Renamed', children: 0, member_ids: [] }],
      ['DELETE', '/admin/households/h-other', undefined],
    ]);
  });

  it('is online only: when the signal goes it says so and offers no change', async () => {
    serveCamp();
    const section = await openHouseholds();
    const card = within(await within(section).findByRole('listitem', { name: 'The Others' }));
    act(() => {
      setOnline(false);
      window.dispatchEvent(new Event('offline'));
    });
    await screen.findByText(/You are offline. Admin tools need a connection/);
    expect(within(section).getByRole<HTMLButtonElement>('button', { name: 'New household' }).disabled).toBe(true);
    expect(card.getByRole<HTMLButtonElement>('button', { name: 'Edit' }).disabled).toBe(true);
    expect(card.getByRole<HTMLButtonElement>('button', { name: 'Delete' }).disabled).toBe(true);
  });
});
