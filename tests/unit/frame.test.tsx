import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../contracts/profile';
import { AppFrame } from '../../src/app/frame/app-frame';
import { getPendingUpload } from '../../src/db/feed/photos-store';
import { db } from '../../src/db/schema';
import { setSessionToken } from '../../src/db/auth/session-repo';
import { replaceDirectory } from '../../src/db/profile/profile-store';
import { storyRings } from '../../src/db/feed/stories';
import { useAuthStore } from '../../src/stores/auth-store';
import { replicate } from '../../src/replication/replicate';
import { stubRoutes } from './support/fake-server';
import { scriptedServer } from './support/scripted-server';

const dirUser = (id: string, first: string, last: string) => ({
  id,
  first_name: first,
  last_name: last,
  email: `${id}@camp.test`,
  role: 'camper' as const,
  avatar_url: null,
});

function renderFrame(at = '/') {
  const router = createMemoryRouter(
    [
      {
        element: <AppFrame />,
        children: [
          { path: '/', element: <p>home body</p> },
          { path: '/photos', element: <p>photos body</p> },
          { path: '/events', element: <p>events body</p> },
        ],
      },
    ],
    { initialEntries: [at] },
  );
  render(<RouterProvider router={router} />);
}

beforeEach(async () => {
  await Promise.all([db.users.clear(), db.notifications.clear(), db.blobs.clear(), db.meta.clear()]);
  await setSessionToken('token');
  useAuthStore.getState().login({ id: 'me', role: 'camper' } as User, 'token');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.getState().logout();
});

describe('the frame (SPEC §2.2)', () => {
  it('has the five entries in the bottom navigation and the side menu', () => {
    stubRoutes({});
    renderFrame();
    for (const name of ['Main navigation', 'Side menu']) {
      const links = within(screen.getByRole('navigation', { name })).getAllByRole('link');
      expect(links.map((a) => [a.textContent?.trim(), a.getAttribute('href')])).toEqual([
        ['Home', '/'],
        ['Events', '/events'],
        ['Chat', '/chat'],
        ['Safety', '/safety'],
        ['More', '/more'],
      ]);
    }
  });

  it('links the top bar to notifications, and its Camp menu to search, rules, map, photos and packing', () => {
    stubRoutes({});
    renderFrame();
    expect(screen.getByRole('link', { name: 'Notifications' }).getAttribute('href')).toBe('/notifications');
    expect(screen.queryByRole('link', { name: 'Camp Rules' })).toBeNull();
    const menuButton = screen.getByRole('button', { name: 'Camp menu' });
    fireEvent.click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('list', { name: 'Camp menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Search', '/search'],
      ['Camp Rules', '/rules'],
      ['Camp Map', '/map'],
      ['Photos', '/photos'],
      ['Packing List', '/packing'],
    ]);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('list', { name: 'Camp menu' })).toBeNull();
  });

  it('shows the participants strip on Home only, so other screens keep their room', async () => {
    stubRoutes({});
    renderFrame('/events');
    await screen.findByText('events body');
    expect(screen.queryByRole('list', { name: 'Participants' })).toBeNull();
    cleanup();
    renderFrame('/');
    await screen.findByText('home body');
    expect(screen.getByRole('list', { name: 'Participants' })).toBeTruthy();
  });

  it("opens a ring's story: the person's posts of the day one at a time, then closes; the ring is then watched", async () => {
    stubRoutes({});
    await db.posts.clear();
    await replaceDirectory([dirUser('me', 'Me', 'Self'), dirUser('u2', 'Sam', 'King')]);
    const post = (id: string, minutesAgo: number) => ({
      id,
      user: { id: 'u2', name: 'Sam K.', avatar: null },
      image: null,
      caption: `Caption ${id}`,
      likes: 0,
      comments: [],
      isLiked: false,
      isSaved: false,
      createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    });
    await db.posts.bulkPut([post('second', 5), post('first', 50)]);
    renderFrame();
    fireEvent.click(await screen.findByRole('button', { name: 'Open the story of Sam K.' }));
    const viewer = await screen.findByRole('dialog', { name: 'Story of Sam K.' });
    await within(viewer).findByText('Caption first');
    fireEvent.pointerDown(viewer, { clientX: 300, clientY: 300 });
    fireEvent.pointerUp(viewer, { clientX: 300, clientY: 300 });
    await within(viewer).findByText('Caption second');
    await waitFor(async () => expect((await storyRings()).get('u2')).toEqual({ watched: true }));
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("counts unread notifications on the bell, '9+' above 9", async () => {
    stubRoutes({});
    const note = (i: number, read: boolean) => ({
      id: `n${i}`,
      title: 't',
      message: 'm',
      type: 'info',
      read,
      timestamp: new Date().toISOString(),
    });
    await db.notifications.bulkPut([...Array.from({ length: 9 }, (_, i) => note(i, false)), note(99, true)]);
    renderFrame();
    await waitFor(() => expect(screen.getByTestId('unread-badge').textContent).toBe('9'));
    await db.notifications.put(note(10, false));
    await waitFor(() => expect(screen.getByTestId('unread-badge').textContent).toBe('9+'));
  });

  it("shows the directory as 'First L.', kept for offline use", async () => {
    const directory = {
      cursor: '1',
      full: true,
      tables: { users: { items: [dirUser('me', 'Me', 'Self'), dirUser('u2', 'Sam', 'King')], deleted: [] } },
    };
    scriptedServer((c) => (c.path === '/pull' ? { status: 200, body: directory } : 'network-error'));
    renderFrame();
    expect(await replicate()).toBe('updated');
    await within(screen.getByRole('list', { name: 'Participants' })).findByText('Sam K.');
    expect(screen.queryByText('Me S.')).toBeNull();
    cleanup();
    scriptedServer(() => 'network-error');
    renderFrame();
    expect(await replicate()).toBe('offline');
    await within(screen.getByRole('list', { name: 'Participants' })).findByText('Sam K.');
  });

  it('shows eight sample participants when the directory never loaded', async () => {
    scriptedServer(() => 'network-error');
    await replaceDirectory([]);
    renderFrame();
    expect(await replicate()).toBe('offline');
    await waitFor(() => expect(screen.getAllByTestId('participant')).toHaveLength(8));
  });

  it('keeps a camera picture as the pending upload and opens /photos', async () => {
    stubRoutes({});
    renderFrame();
    const input = screen.getByTestId<HTMLInputElement>('camera-input');
    expect([input.accept, input.getAttribute('capture')]).toEqual(['image/*', 'environment']);
    expect(screen.getByTestId<HTMLInputElement>('story-input').accept).toBe('image/*');
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([7, 7])], 'p.jpg', { type: 'image/jpeg' })] } });
    // The picture is stored by the database code, loaded on the first pick.
    await screen.findByText('photos body', undefined, { timeout: 10_000 });
    expect((await getPendingUpload())?.type).toBe('image/jpeg');
  });

  it('blocks the app with a password change while the server requires one (SPEC §4.1, §5)', async () => {
    const me = { id: 'me', email: 'me@camp.test', role: 'admin', must_change_password: true } as User;
    useAuthStore.getState().login(me, 'token');
    const calls = stubRoutes({
      '/api/users/me/password': {
        status: 200,
        body: { message: 'Password changed successfully.', token: 't2', user: { ...me, must_change_password: false } },
      },
    });
    renderFrame();
    const dialog = within(await screen.findByRole('dialog', { name: 'Change Your Password' }));
    expect(dialog.queryByRole('button', { name: 'Close' })).toBeNull();
    const type = (label: string, value: string) => fireEvent.change(dialog.getByLabelText(label, { exact: true }), { target: { value } });
    type('Current Password', 'reset-pass');
    type('New Password', 'my-own');
    type('Confirm New Password', 'my-owm');
    fireEvent.click(dialog.getByRole('button', { name: 'Change Password' }));
    expect(dialog.getByRole('alert').textContent).toBe('Passwords do not match');
    type('Confirm New Password', 'my-own');
    fireEvent.click(dialog.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.url === '/api/users/me/password')).toHaveLength(1);
    expect(useAuthStore.getState()).toMatchObject({ token: 't2', user: { must_change_password: false } });
    // The frame reads the phone: besides the session's own calls, only the password change went to the server.
    expect(calls.map((c) => c.url).filter((url) => !url.startsWith('/api/auth/'))).toEqual(['/api/users/me/password']);
  });

  it('lets a user who cannot change the password now sign out instead', async () => {
    useAuthStore.getState().login({ id: 'me', role: 'camper', must_change_password: true } as User, 'token');
    stubRoutes({});
    renderFrame();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(useAuthStore.getState()).toMatchObject({ token: null, isAuthenticated: false });
  });
});
