import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { db } from '../../../src/db/schema';
import { ProfilePage } from '../../../src/features/profile/profile-page';
import { useAuthStore } from '../../../src/stores/auth-store';
import { myProfile } from '../support/camp-seed';
import { jwtFor, resetDb } from '../support/outbox-fixtures';

/** A phone signed in as Maya, her record stored, Profile shown at `path` (/login answers when she is signed out). */
export async function showProfile(path = '/profile') {
  const token = jwtFor('me');
  await resetDb(token);
  await db.profile.put(myProfile);
  useAuthStore.getState().login(myProfile, token);
  const router = createMemoryRouter(
    [
      { path: '/profile', element: <ProfilePage /> },
      { path: '/login', element: <p>Sign in page</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

export const avatarFile = (type: string, size = 2000, name = 'me.png') => new File([new Uint8Array(size)], name, { type });
