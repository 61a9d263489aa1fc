import { Suspense } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../../../src/features/auth/login-page';
import { RegisterPage } from '../../../src/features/auth/register-page';
import { switchLanguage, type Language } from '../../../src/i18n';
import { stubServer } from '../support/fake-server';

async function showRegister(language: Language) {
  await switchLanguage(language);
  const router = createMemoryRouter([{ path: '/register', element: <RegisterPage /> }], { initialEntries: ['/register'] });
  render(
    <Suspense fallback={<p>loading</p>}>
      <RouterProvider router={router} />
    </Suspense>,
  );
}

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

describe('registration in the chosen language', () => {
  it('speaks Spanish: labels, button and the §5 message', async () => {
    await showRegister('es');
    expect(await screen.findByRole('heading', { name: 'Únete a Camp Weekend' })).toBeTruthy();
    expect(screen.getByLabelText('Fecha de nacimiento')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect((await screen.findByRole('alert')).textContent).toBe('El nombre, el apellido y el correo son obligatorios');
  });

  it('speaks French, and English again once chosen', async () => {
    await showRegister('fr');
    expect(await screen.findByRole('heading', { name: 'Rejoindre Camp Weekend' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Créer le compte' }));
    expect((await screen.findByRole('alert')).textContent).toBe("Le prénom, le nom et l'e-mail sont obligatoires");
    cleanup();
    await showRegister('en');
    fireEvent.click(await screen.findByRole('button', { name: 'Create Account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('First name, last name and email are required');
  });
});

describe('sign-in in the chosen language', () => {
  it('still sends an account awaiting approval to the pending screen when its sentence arrives in Spanish', async () => {
    await switchLanguage('es');
    stubServer({ status: 403, body: { error: 'Your account is awaiting approval.', code: 'account_pending' } });
    const router = createMemoryRouter(
      [
        { path: '/login', element: <LoginPage /> },
        { path: '/registration-pending', element: <p>pending screen</p> },
      ],
      { initialEntries: ['/login'] },
    );
    render(
      <Suspense fallback={<p>loading</p>}>
        <RouterProvider router={router} />
      </Suspense>,
    );
    fireEvent.change(await screen.findByLabelText('Correo electrónico'), { target: { value: 'sam@camp.test' } });
    fireEvent.change(screen.getByLabelText('Contraseña', { exact: true }), { target: { value: 'typed-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await screen.findByText('pending screen');
  });
});
