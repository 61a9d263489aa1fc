import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { RequireAuth } from '../../src/app/guards';
import { useAuthStore } from '../../src/stores/auth-store';
import { useSessionEndStore } from '../../src/stores/session-end-store';
import type { User } from '../../contracts/profile';

const user = { id: 'u1', email: 'sam@camp.test', role: 'camper', first_name: 'Sam', last_name: 'King' } as User;

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { element: <RequireAuth />, children: [{ path: '/events', element: <p>events</p> }] },
      { path: '/login', element: <p>login screen</p> },
      { path: '/landing', element: <p>landing screen</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  cleanup();
  useAuthStore.getState().logout();
  useSessionEndStore.getState().clear();
});

describe('signed-in routes', () => {
  it('send a guest to /landing', () => {
    renderAt('/events');
    expect(screen.getByText('landing screen')).toBeTruthy();
  });

  it('send a camper whose session the server refused (401) to /login', () => {
    useAuthStore.getState().login(user, 'token');
    renderAt('/events');
    expect(screen.getByText('events')).toBeTruthy();
    act(() => {
      useAuthStore.getState().logout();
    });
    expect(screen.getByText('login screen')).toBeTruthy();
  });
});
