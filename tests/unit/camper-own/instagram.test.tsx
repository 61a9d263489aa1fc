import { act, cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InstagramCallbackPage } from '../../../src/features/instagram/instagram-callback-page';
import { uploadAndCrossPost } from '../../../src/features/photos/instagram/cross-post';
import { InstagramOption } from '../../../src/features/photos/instagram/instagram-option';
import { InstagramPanel } from '../../../src/features/profile/instagram/instagram-panel';
import { useAuthStore } from '../../../src/stores/auth-store';
import { myProfile, setOnline } from '../support/camp-seed';
import type { FakeAnswer, FakeRequest } from '../support/outbox-fixtures';
import { servePage } from '../support/page-fetch';

configure({ asyncUtilTimeout: 5000 });
beforeEach(() => useAuthStore.getState().login(myProfile, 'token-1'));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  setOnline(true);
  useAuthStore.getState().logout();
});

const account = { username: 'lakeside_family', media_count: 12, followers_count: 47 };
const connected: FakeAnswer = { status: 200, body: { connected: true, ...account } };
const notConnected: FakeAnswer = { status: 200, body: { connected: false } };

function showCallback(query: string) {
  const router = createMemoryRouter(
    [
      { path: '/instagram/callback', element: <InstagramCallbackPage /> },
      { path: '/profile', element: <p>Profile page</p> },
    ],
    { initialEntries: [`/instagram/callback${query}`] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('the callback page: every §8 state', () => {
  it.each([
    ['?error=access_denied&error_reason=user_denied', 'Instagram authentication was cancelled or failed.'],
    ['?state=abc', 'No authorization code received.'],
  ])('%s says %s', async (query, text) => {
    const calls = servePage(() => 'network-error');
    showCallback(query);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("hands the code, callback address and state to the server once; a refused exchange says 'Failed to connect Instagram account. Please try again.'", async () => {
    const calls = servePage(() => ({ status: 400, body: { error: 'Instagram did not accept the sign-in.' } }));
    showCallback('?code=c-1&state=s-1');
    expect(screen.getByText('Connecting your Instagram account...')).toBeTruthy();
    expect(await screen.findByText('Failed to connect Instagram account. Please try again.')).toBeTruthy();
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/instagram/auth',
        body: { code: 'c-1', redirect_uri: `${window.location.origin}/instagram/callback`, state: 's-1' },
      }),
    ]);
  });

  it("on success says 'Instagram account connected successfully!' and goes to /profile after 2 s", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    servePage(() => connected);
    const router = showCallback('?code=c-2&state=s');
    await screen.findByText('Instagram account connected successfully!');
    await act(() => vi.advanceTimersByTimeAsync(1800));
    expect(router.state.location.pathname).toBe('/instagram/callback');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('in the popup, closes the window 2 s after success', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    servePage(() => connected);
    vi.stubGlobal('opener', {});
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    showCallback('?code=c-3&state=s');
    await screen.findByText('Instagram account connected successfully!');
    await act(() => vi.advanceTimersByTimeAsync(2100));
    expect(close).toHaveBeenCalled();
  });
});

describe('the Instagram panel (SPEC §2.3, §4.6, §8)', () => {
  const showPanel = (notify = vi.fn()) => {
    render(<InstagramPanel notify={notify} />);
    return notify;
  };

  it('shows the connected username, posts and followers; Disconnect asks first', async () => {
    const calls = servePage((req) => (req.method === 'DELETE' ? { status: 200, body: {} } : connected));
    showPanel();
    expect(await screen.findByText('@lakeside_family')).toBeTruthy();
    expect(screen.getByText('12')).toBeTruthy();
    expect(screen.getByText('47')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Disconnect Instagram?' })).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByRole('button', { name: 'Connect Instagram' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/instagram/account']);
  });

  it.each([
    [
      'a failed check',
      (req: FakeRequest): FakeAnswer => (req.path === '/instagram/account' ? { status: 503, body: {} } : notConnected),
      'Failed to check Instagram connection',
    ],
    [
      'a failed disconnect',
      (req: FakeRequest): FakeAnswer => (req.method === 'DELETE' ? 'network-error' : connected),
      'Failed to disconnect Instagram account',
    ],
  ])('reports %s', async (_name, answer, message) => {
    servePage(answer);
    const notify = showPanel();
    if (message.includes('disconnect')) {
      fireEvent.click(await screen.findByRole('button', { name: 'Disconnect' }));
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Disconnect' }));
    }
    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith(message));
  });

  it('Connect says when the camp has not set Instagram up, or when it cannot start', async () => {
    const popup = { closed: false, close: vi.fn(), location: { href: '' } };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    let configured = false;
    servePage((req) =>
      req.path.startsWith('/instagram/connect')
        ? configured
          ? 'network-error'
          : { status: 200, body: { configured: false } }
        : notConnected,
    );
    const notify = showPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Connect Instagram' }));
    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith('This camp has not set up Instagram yet.'));
    expect(popup.close).toHaveBeenCalled();
    configured = true;
    fireEvent.click(screen.getByRole('button', { name: 'Connect Instagram' }));
    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith('Failed to initiate Instagram connection'));
  });

  it('opens the popup at instagram.com and checks again once it has closed (polled every 1 s)', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'], shouldAdvanceTime: true });
    const popup = { closed: false, close: vi.fn(), location: { href: '' } };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    let linked = false;
    const calls = servePage((req) =>
      req.path.startsWith('/instagram/connect')
        ? { status: 200, body: { configured: true, url: 'https://www.instagram.com/oauth/authorize?client_id=1' } }
        : linked
          ? connected
          : notConnected,
    );
    showPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Connect Instagram' }));
    expect(open).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(popup.location.href).toBe('https://www.instagram.com/oauth/authorize?client_id=1'));
    expect(calls.find((c) => c.path.startsWith('/instagram/connect'))?.path).toBe(
      `/instagram/connect?redirect_uri=${encodeURIComponent(`${window.location.origin}/instagram/callback`)}`,
    );
    linked = true;
    popup.closed = true;
    const checks = calls.filter((c) => c.path === '/instagram/account').length;
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await screen.findByText('@lakeside_family')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/instagram/account').length).toBe(checks + 1);
  });

  it('needs signal and says so', async () => {
    setOnline(false);
    servePage(() => 'network-error');
    showPanel();
    expect(await screen.findByText(/Instagram needs signal/)).toBeTruthy();
  });
});

describe("the share dialog's cross-post (SPEC §2.3, §8)", () => {
  const option = () =>
    render(
      <MemoryRouter>
        <InstagramOption checked={false} onChange={() => undefined} />
      </MemoryRouter>,
    );

  it('is a toggle when connected, a Connect link when not, and a note when offline', async () => {
    servePage(() => connected);
    option();
    expect(await screen.findByRole('switch', { name: /Also share to Instagram \(@lakeside_family\)/ })).toBeTruthy();
    cleanup();
    servePage(() => notConnected);
    option();
    expect((await screen.findByRole('link', { name: 'Connect Instagram to share there too' })).getAttribute('href')).toBe(
      '/profile-instagram',
    );
    cleanup();
    setOnline(false);
    option();
    expect(await screen.findByText('Sharing to Instagram needs signal.')).toBeTruthy();
  });

  it('uploads to the camp gallery, then shares with the tagline; says how Instagram went', async () => {
    const post = {
      id: 'p9',
      user: { id: 'me', name: 'Maya Reed', avatar: null },
      image: '/uploads/posts/p9.jpg',
      caption: 'Lake',
      likes: 0,
      comments: [],
      isLiked: false,
      isSaved: false,
      createdAt: '2025-09-06T10:00:00.000Z',
    };
    let instagramUp = true;
    const calls = servePage((req) =>
      req.path === '/posts'
        ? { status: 201, body: post }
        : instagramUp
          ? { status: 200, body: { id: 'ig1' } }
          : { status: 502, body: { error: 'Instagram did not accept the photo.' } },
    );
    const input = { caption: 'Lake', image: new Blob([new Uint8Array(10)], { type: 'image/jpeg' }), filename: 'lake.jpg' };
    expect(await uploadAndCrossPost(input)).toEqual({ message: 'Photo shared to Instagram successfully!', kind: 'success' });
    expect(calls.find((c) => c.path === '/instagram/media')?.body).toEqual({
      image_url: '/uploads/posts/p9.jpg',
      caption: 'Lake\n\n#CampWeekend',
    });
    instagramUp = false;
    expect(await uploadAndCrossPost(input)).toEqual({
      message: 'Photo uploaded to camp gallery, but failed to share to Instagram. Please check your Instagram connection settings.',
      kind: 'error',
    });
  });
});
