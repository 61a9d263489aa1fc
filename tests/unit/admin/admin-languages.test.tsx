import { Suspense } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../contracts/profile';
import { AdminUsersPage } from '../../../src/features/profile/admin/admin-users-page';
import { switchLanguage, type Language } from '../../../src/i18n';
import { useAuthStore } from '../../../src/stores/auth-store';
import { stubServer } from '../support/fake-server';

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
const camper = person('c1', 'Casey', { status: 'pending' });

async function showUsers(language: Language) {
  await switchLanguage(language);
  useAuthStore.getState().login(me, 'admin-token');
  stubServer({ status: 200, body: [me, camper] });
  const router = createMemoryRouter([{ path: '/admin/users', element: <AdminUsersPage /> }], { initialEntries: ['/admin/users'] });
  render(
    <Suspense fallback={<p>loading</p>}>
      <RouterProvider router={router} />
    </Suspense>,
  );
  return within((await screen.findAllByTestId('user-row')).find((r) => r.dataset.email === camper.email) as HTMLElement);
}

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.getState().logout();
  await switchLanguage('en');
});

describe('User Management in the chosen language', () => {
  it('gives Spanish titles, counts, roles, buttons and dates', async () => {
    const casey = await showUsers('es');
    expect(screen.getByRole('heading', { name: 'Gestión de usuarios' })).toBeTruthy();
    expect(screen.getByText('2 usuarios')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Pendientes (1)' })).toBeTruthy();
    expect(casey.getByText('Nunca')).toBeTruthy();
    expect(casey.getByText('Campista')).toBeTruthy();
    expect(casey.getByRole('button', { name: 'Aprobar' })).toBeTruthy();
    expect(casey.getByText(new Date(camper.created_at).toLocaleDateString('es', { dateStyle: 'medium' }))).toBeTruthy();
  });

  it('gives French ones', async () => {
    const casey = await showUsers('fr');
    expect(screen.getByRole('heading', { name: 'Gestion des utilisateurs' })).toBeTruthy();
    expect(casey.getByText('Jamais')).toBeTruthy();
    expect(casey.getByRole('button', { name: 'Réinitialiser le mot de passe' })).toBeTruthy();
    expect(casey.getByText(new Date(camper.created_at).toLocaleDateString('fr', { dateStyle: 'medium' }))).toBeTruthy();
  });
});
