import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '../../contracts/profile';
import { GuestOnly } from '../../src/app/guards';
import { useAuthStore } from '../../src/stores/auth-store';

const guestPaths = ['/landing', '/login', '/register'];

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { element: <GuestOnly />, children: guestPaths.map((p) => ({ path: p, element: <p>guest screen {p}</p> })) },
      { path: '/', element: <p>home screen</p> },
      { path: '/ready', element: <p>first start</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  cleanup();
  useAuthStore.getState().logout();
});

describe('guest routes (SPEC §2.1)', () => {
  it.each(guestPaths)('show %s to a visitor', (path) => {
    renderAt(path);
    expect(screen.getByText(`guest screen ${path}`)).toBeTruthy();
  });

  it.each(guestPaths)('send a signed-in user who opens %s to /, where this device holds their camp', (path) => {
    useAuthStore.getState().login({ id: 'u1', role: 'camper' } as User, 'token');
    localStorage.setItem('camp-weekend:camp-held-for', 'u1');
    try {
      renderAt(path);
      expect(screen.getByText('home screen')).toBeTruthy();
    } finally {
      localStorage.removeItem('camp-weekend:camp-held-for');
    }
  });

  it.each(guestPaths)('send a signed-in user who opens %s to the first start, where this device holds no camp of theirs', (path) => {
    useAuthStore.getState().login({ id: 'u1', role: 'camper' } as User, 'token');
    renderAt(path);
    expect(screen.getByText('first start')).toBeTruthy();
  });
});
