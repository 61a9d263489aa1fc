import { act, cleanup, configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/db/schema';
import { useAuthStore } from '../../../src/stores/auth-store';
import { drainOutbox } from '../../../src/outbox/drain';
import { myProfile, setOnline } from '../support/camp-seed';
import { servePage } from '../support/page-fetch';
import { showProfile } from './profile-fixture';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setOnline(true);
  useAuthStore.getState().logout();
});

const instagramAbsent = { status: 404, body: { error: 'Instagram is not connected.' } };
const section = (name: string) => screen.getByRole('region', { name });

async function editPhone(phone: string) {
  fireEvent.click(within(await screen.findByRole('region', { name: 'Personal Information' })).getByRole('button', { name: 'Edit' }));
  fireEvent.change(screen.getByLabelText('Phone'), { target: { value: phone } });
}

describe('Profile: account info and personal info (SPEC §2.3, §4.6, §8)', () => {
  it('shows email, last login and the role badge', async () => {
    servePage(() => instagramAbsent);
    await showProfile();
    const info = await screen.findByRole('region', { name: 'Account Information' });
    expect(within(info).getByText('me@camp.test')).toBeTruthy();
    expect(within(info).getByText('Camper')).toBeTruthy();
    expect(
      within(info).getByText(new Date(myProfile.last_login_at ?? '').toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' })),
    ).toBeTruthy();
  });

  it("saves an edit through the outbox and says 'Profile updated successfully!' for 5 s once the server has it", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    const calls = servePage((req) =>
      req.path === '/users/me'
        ? {
            status: 200,
            body: {
              profile: { ...myProfile.profile, phone: '555-0199' },
              user: { ...myProfile, profile: { ...myProfile.profile, phone: '555-0199' } },
            },
          }
        : instagramAbsent,
    );
    await showProfile();
    await editPhone(' 555-0199 ');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await within(section('Personal Information')).findByText('555-0199');
    expect(within(section('Personal Information')).getByText('Waiting to send')).toBeTruthy();
    await act(() => drainOutbox());
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      expect.objectContaining({
        path: '/users/me',
        body: { first_name: 'Maya', last_name: 'Reed', phone: '555-0199', emergency_contact: null, dietary_restrictions: null },
      }),
    ]);
    await screen.findByText('Profile updated successfully!');
    await act(() => vi.advanceTimersByTimeAsync(4800));
    expect(screen.getByText('Profile updated successfully!')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.queryByText('Profile updated successfully!')).toBeNull();
    expect(within(section('Personal Information')).queryByText('Waiting to send')).toBeNull();
  });

  it("says 'Failed to update profile' and puts the stored values back when the server refuses", async () => {
    servePage((req) => (req.path === '/users/me' ? { status: 400, body: { error: 'Invalid request.' } } : instagramAbsent));
    await showProfile();
    await editPhone('555-0111');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await act(() => drainOutbox());
    await screen.findByText('Failed to update profile');
    await within(section('Personal Information')).findByText('555-0100');
  });

  it('queues an edit made offline and says so; Cancel drops what was typed', async () => {
    servePage(() => 'network-error');
    setOnline(false);
    await showProfile();
    await editPhone('555-0142');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(within(section('Personal Information')).getByText('555-0100')).toBeTruthy();
    await editPhone('555-0142');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved on this phone. It will be sent when you have signal.');
    expect((await db.outbox.toArray()).map((r) => [r.method, r.path])).toEqual([['PUT', '/users/me']]);
    expect((await db.profile.get('me'))?.profile.phone).toBe('555-0142');
  });

  it('keeps the names: a blank name is refused before anything is queued', async () => {
    servePage(() => instagramAbsent);
    await showProfile();
    fireEvent.click(within(await screen.findByRole('region', { name: 'Personal Information' })).getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('First Name'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('First name and last name are required.');
    expect(screen.getByLabelText<HTMLInputElement>('First Name').value).toBe('  ');
    expect(await db.outbox.count()).toBe(0);
  });
});
