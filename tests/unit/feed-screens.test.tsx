import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Post } from '../../contracts/feed';
import type { User } from '../../contracts/profile';
import { PostPhoto } from '../../src/components/post-photo';
import { db } from '../../src/db/schema';
import { HomePage } from '../../src/features/feed/home-page';
import { ShareDialog } from '../../src/features/photos/components/share-dialog';
import { setSessionToken } from '../../src/db/auth/session-repo';
import { useAuthStore } from '../../src/stores/auth-store';
import { replicate } from '../../src/replication/replicate';
import { stubRoutes } from './support/fake-server';
import { scriptedServer } from './support/scripted-server';

const author = (id: string, name: string) => ({ id, name, avatar: null });
const comment = (n: number) => ({
  id: `c${n}`,
  post_id: 'p1',
  user: author('u2', 'Sam Camper'),
  text: `Comment number ${n}`,
  createdAt: `2025-09-05T10:0${n}:00.000Z`,
});
const post = (over: Partial<Post> = {}): Post => ({
  id: 'p1',
  user: author('u1', 'Alex Camper'),
  image: '/uploads/posts/a.jpg',
  thumb: '/uploads/posts/a-thumb.webp',
  caption: 'Canoe race at noon',
  likes: 2,
  comments: [],
  isLiked: false,
  isSaved: false,
  isPinned: false,
  createdAt: '2025-09-05T09:00:00.000Z',
  ...over,
});

function signIn(id: string, role: User['role']) {
  useAuthStore
    .getState()
    .login({ id, role, first_name: 'Pat', last_name: 'Camper', email: `${id}@camp.test`, avatar_url: null } as User, 'token');
}
const renderHome = () =>
  render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );

beforeEach(async () => {
  await Promise.all([db.posts.clear(), db.comments.clear(), db.outbox.clear(), db.blobs.clear(), db.meta.clear()]);
  await setSessionToken('token');
  signIn('me', 'camper');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.getState().logout();
});

describe('the home feed', () => {
  it('shows the newest 2 comments with "View all N comments", a smaller copy of the photo, and working Notifications and Messages buttons', async () => {
    const camp = { cursor: '1', full: true, tables: { posts: { items: [post({ comments: [1, 2, 3].map(comment) })], deleted: [] } } };
    scriptedServer((call) => (call.path === '/pull' ? { status: 200, body: camp } : 'network-error'));
    renderHome();
    expect(await replicate()).toBe('updated');
    const card = await screen.findByTestId('post');
    await within(card).findByText('Comment number 3');
    expect(within(card).queryByText('Comment number 1')).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'View all 3 comments' }));
    expect(within(card).getByText('Comment number 1')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Canoe race at noon' }).getAttribute('src')).toBe('/uploads/posts/a-thumb.webp');
    fireEvent.click(within(card).getByRole('button', { name: 'Open Canoe race at noon' }));
    const viewer = screen.getByRole('dialog', { name: 'Photo' });
    expect(within(viewer).getByRole('img').getAttribute('src')).toBe('/uploads/posts/a.jpg');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Photo' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Notifications' }).getAttribute('href')).toBe('/notifications');
    expect(screen.getByRole('link', { name: 'Messages' }).getAttribute('href')).toBe('/chat');
  });

  it('shows the sample posts only when nothing is cached and the load fails', async () => {
    scriptedServer(() => 'network-error');
    renderHome();
    expect(await replicate()).toBe('offline');
    await screen.findByText(/^Welcome to /);
    expect(screen.getAllByTestId('post')).toHaveLength(2);
    // Posts with no image show the camp logo.
    expect(screen.getAllByRole('img', { name: 'Camp Weekend logo' }).map((img) => img.getAttribute('src'))).toEqual([
      '/icons/logo.svg',
      '/icons/logo.svg',
    ]);
    cleanup();
    await db.posts.put({ ...post(), comments: [], commentCount: 0 });
    renderHome();
    await screen.findByText('Canoe race at noon');
    expect(screen.queryByText(/^Welcome to /)).toBeNull();
  });

  it("offers pin and unpin to an admin only, and delete to the post's author", async () => {
    stubRoutes({});
    await db.posts.bulkPut([
      { ...post(), comments: [] },
      { ...post({ id: 'p2', user: author('me', 'Pat Camper'), caption: 'My own post' }), comments: [] },
    ]);
    renderHome();
    const others = (await screen.findByText('Canoe race at noon')).closest('article') as HTMLElement;
    expect(within(others).queryByRole('button', { name: 'Post options' })).toBeNull();
    const mine = screen.getByText('My own post').closest('article') as HTMLElement;
    fireEvent.click(within(mine).getByRole('button', { name: 'Post options' }));
    expect(
      within(mine)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(['Delete post']);
    cleanup();
    signIn('boss', 'admin');
    renderHome();
    const card = (await screen.findByText('Canoe race at noon')).closest('article') as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: 'Post options' }));
    expect(
      within(card)
        .getAllByRole('menuitem')
        .map((m) => m.textContent?.replace('Needs a connection', '')),
    ).toEqual(['Pin post', 'Delete post']);
  });

  it("keeps Create Post's submit disabled until the caption is not blank, counts to 300, and reads 'Posting...' while sending", async () => {
    stubRoutes({});
    renderHome();
    fireEvent.click(screen.getAllByRole('button', { name: 'Create Post' })[0] as HTMLElement);
    const dialog = screen.getByRole('dialog', { name: 'Create Post' });
    const submit = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Post' });
    expect(submit.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Caption'), { target: { value: '   ' } });
    expect(submit.disabled).toBe(true);
    expect(within(dialog).getByText('3/300')).toBeTruthy();
    expect(within(dialog).getByLabelText('Caption').getAttribute('maxlength')).toBe('300');
    fireEvent.change(within(dialog).getByLabelText('Caption'), { target: { value: 'Pancakes at 8' } });
    expect(within(dialog).getByText('13/300')).toBeTruthy();
    fireEvent.click(submit);
    expect(within(dialog).getByRole('button', { name: 'Posting...' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Post' })).toBeNull());
    expect((await screen.findByText('Pancakes at 8')).closest('article')?.textContent).toContain('Waiting to send');
  });
});

describe('photos', () => {
  it("says 'Photo unavailable' when a photo cannot be loaded", () => {
    render(<PostPhoto src="/uploads/posts/gone.jpg" alt="Lake" />);
    fireEvent.error(screen.getByRole('img', { name: 'Lake' }));
    expect(screen.getByText('Photo unavailable')).toBeTruthy();
  });

  it("refuses a non-image and a file of 10MB or more with the spec's messages, and reads 'Sharing...' while sending", async () => {
    stubRoutes({});
    render(
      <MemoryRouter>
        <ShareDialog onClose={() => undefined} onShared={() => undefined} />
      </MemoryRouter>,
    );
    const gallery = screen.getByLabelText('Choose a photo from the gallery');
    fireEvent.change(gallery, { target: { files: [new File(['notes'], 'notes.txt', { type: 'text/plain' })] } });
    expect(screen.getByText('Please select an image file')).toBeTruthy();
    const huge = new File([new Uint8Array(10 * 1024 * 1024)], 'huge.jpg', { type: 'image/jpeg' });
    fireEvent.change(gallery, { target: { files: [huge] } });
    expect(screen.getByText('File size must be less than 10MB')).toBeTruthy();
    fireEvent.change(gallery, { target: { files: [new File(['jpeg'], 'dock.jpg', { type: 'image/jpeg' })] } });
    await screen.findByRole('img', { name: 'Photo to share' });
    fireEvent.change(screen.getByLabelText('Caption'), { target: { value: 'Dock at dusk' } });
    expect(screen.getByText('12/300')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Share Photo' }));
    expect(screen.getByRole('button', { name: 'Sharing...' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Sharing...' })).toBeNull());
  });
});
