import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/db/schema';
import { useAuthStore } from '../../../src/stores/auth-store';
import { myProfile, setOnline } from '../support/camp-seed';
import { servePage } from '../support/page-fetch';
import { avatarFile, showProfile } from './profile-fixture';

configure({ asyncUtilTimeout: 5000 });
let downloads: string[] = [];
beforeEach(() => {
  downloads = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:export', revokeObjectURL: () => undefined }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  setOnline(true);
  useAuthStore.getState().logout();
});

const notConnected = { status: 404, body: { error: 'Instagram is not connected.' } };
const pick = async (file: File) => fireEvent.change(await screen.findByLabelText('Upload avatar'), { target: { files: [file] } });
const uploaded = '/uploads/avatars/new.jpg';
const withAvatar = { ...myProfile, avatar_url: uploaded, profile: { ...myProfile.profile, avatar_url: uploaded } };

describe('avatar upload (SPEC §5 Avatar, §8)', () => {
  it('checks type and size before sending anything', async () => {
    const calls = servePage(() => notConnected);
    await showProfile();
    await pick(avatarFile('image/webp'));
    await screen.findByText('Please select a valid image file (JPEG, PNG, or GIF)');
    await pick(avatarFile('image/gif', 5 * 1024 * 1024 + 1));
    await screen.findByText('File size must be less than 5MB');
    expect(calls.filter((c) => c.path === '/users/me/avatar')).toEqual([]);
  });

  it("sends the multipart field 'avatar', says 'Avatar uploaded successfully!' and shows it", async () => {
    const calls = servePage((req) =>
      req.path === '/users/me/avatar' ? { status: 200, body: { avatar_url: uploaded, user: withAvatar } } : notConnected,
    );
    await showProfile();
    await pick(avatarFile('image/png'));
    await screen.findByText('Avatar uploaded successfully!');
    const sent = calls.find((c) => c.path === '/users/me/avatar');
    expect(sent?.form?.get('avatar')).toHaveProperty('type', 'image/png');
    // The card redraws from the phone's profile once the answer is stored there.
    await waitFor(() =>
      expect(screen.getByRole<HTMLImageElement>('img', { name: "Maya Reed's avatar" }).getAttribute('src')).toBe(uploaded),
    );
    expect(useAuthStore.getState().user?.avatar_url).toBe(uploaded);
    expect((await db.profile.get('me'))?.avatar_url).toBe(uploaded);
  });

  it("shows the server's sentence, else 'Failed to upload avatar'", async () => {
    servePage((req) => (req.path === '/users/me/avatar' ? { status: 500, body: 'oops' } : notConnected));
    await showProfile();
    await pick(avatarFile('image/jpeg'));
    await screen.findByText('Failed to upload avatar');
  });

  it('needs signal and says so', async () => {
    servePage(() => 'network-error');
    setOnline(false);
    await showProfile();
    expect((await screen.findByLabelText<HTMLInputElement>('Upload avatar')).disabled).toBe(true);
    expect(screen.getByText('Avatar upload needs signal.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Export My Data' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Delete Account' }).disabled).toBe(true);
  });
});

describe('Privacy and Data (SPEC §2.3, §4.6, §8)', () => {
  it("downloads the export as a dated file and says 'Data exported successfully!'", async () => {
    servePage((req) => (req.path === '/users/me/export' ? { status: 200, body: { account: { id: 'me' } } } : notConnected));
    await showProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Export My Data' }));
    await screen.findByText('Data exported successfully!');
    expect(downloads).toEqual([expect.stringMatching(/^camp-weekend-data-\d{4}-\d{2}-\d{2}\.json$/)]);
  });

  it("says 'Failed to export data' when the export fails", async () => {
    servePage((req) => (req.path === '/users/me/export' ? { status: 502, body: {} } : notConnected));
    await showProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Export My Data' }));
    await screen.findByText('Failed to export data');
  });

  it('asks, requests deletion, shows the notice, and signs out to /login after 3 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    const calls = servePage((req) =>
      req.method === 'DELETE' ? { status: 200, body: { message: 'ok', purge_after: '2025-10-07T00:00:00.000Z' } } : notConnected,
    );
    const router = await showProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    await screen.findByText('Account deletion requested. Your data will be deleted within 30 days.');
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/users/me']);
    await act(() => vi.advanceTimersByTimeAsync(2800));
    expect(router.state.location.pathname).toBe('/profile');
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(router.state.location.pathname).toBe('/login');
    expect(useAuthStore.getState().token).toBeNull();
  });

  it("says 'Failed to request account deletion' and stays signed in when it fails", async () => {
    servePage((req) => (req.method === 'DELETE' ? 'network-error' : notConnected));
    await showProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Account' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Account' }));
    await screen.findByText('Failed to request account deletion');
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('Logout asks first, then signs out to /login', async () => {
    servePage(() => notConnected);
    const router = await showProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Sign out?' })).getByRole('button', { name: 'Sign Out' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });
});
