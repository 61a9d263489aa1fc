import { cleanup, configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { putConversation } from '../../../src/db/chat/chat-store';
import { storePulledPosts } from '../../../src/db/feed/feed-store';
import { db } from '../../../src/db/schema';
import { setMeta } from '../../../src/db/meta-repo';
import { useAuthStore } from '../../../src/stores/auth-store';
import { cabin, myProfile, post } from '../support/camp-seed';
import { servePage } from '../support/page-fetch';
import { showProfile } from './profile-fixture';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.getState().logout();
});

const maya = { id: 'me', name: 'Maya Reed', avatar: null };
const person = (id: string) => ({
  id,
  first_name: id,
  last_name: 'Camper',
  email: `${id}@camp.test`,
  role: 'camper' as const,
  avatar_url: null,
});

async function seedCardData() {
  await storePulledPosts(
    {
      items: [
        post('p1', { user: maya, image: '/uploads/posts/lake.jpg', caption: 'Lake' }),
        post('p2', { user: maya, caption: 'Words only' }),
        post('p3', { caption: 'Canoes' }),
      ],
      deleted: [],
    },
    true,
    Date.now(),
  );
  await setMeta('saved-posts', ['p3']);
  await db.users.bulkPut([person('me'), person('sam'), person('ana'), person('leo')]);
  await putConversation({ ...cabin, Members: [{ user_id: 'me' }, { user_id: 'sam' }, { user_id: 'ana' }] });
}

describe('the camper card: the alternate profile view at /profile?view=card (SPEC §2.3)', () => {
  it('shows the role label and stats counted from the data on the phone', async () => {
    servePage(() => 'network-error');
    await showProfile('/profile?view=card');
    await seedCardData();
    expect(await screen.findByText('Happy Camper')).toBeTruthy();
    const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement?.querySelector('dd')?.textContent;
    await vi.waitFor(() => expect([stat('posts'), stat('campers'), stat('following')]).toEqual(['2', '3', '2']));
  });

  it('has tabs: posts (own photos), saved (bookmarked posts), packing (the server list)', async () => {
    servePage(() => 'network-error');
    await showProfile('/profile?view=card');
    await seedCardData();
    const tabs = await screen.findByRole('tablist', { name: 'Profile tabs' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['posts', 'saved', 'packing']);
    expect(await screen.findByRole('img', { name: 'Lake' })).toBeTruthy();
    fireEvent.click(within(tabs).getByRole('tab', { name: 'saved' }));
    expect(await screen.findByText('Canoes')).toBeTruthy();
    fireEvent.click(within(tabs).getByRole('tab', { name: 'packing' }));
    expect(await screen.findByText('0 of 4 packed')).toBeTruthy();
  });

  it.each([
    ['admin', 'Camp Organizer'],
    ['organizer', 'Camp Counselor'],
  ] as const)('labels an %s %s', async (role, label) => {
    servePage(() => 'network-error');
    await showProfile('/profile?view=card');
    await db.profile.put({ ...myProfile, role });
    expect(await screen.findByText(label)).toBeTruthy();
  });
});
