import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Camp } from '../../contracts/camps';
import { HomeAside } from '../../src/app/home-aside';
import { HomeMemories } from '../../src/app/home-memories';
import type { FeedPost } from '../../src/db/feed/use-feed';
import { db } from '../../src/db/schema';
import { switchLanguage } from '../../src/i18n';
import { campEvent } from '../support/camp-event';

// The sample camp, 5-7 September 2025, its days kept at noon UTC as the server keeps them.
const camp: Camp = {
  id: 'camp25',
  name: 'Camp Weekend 2025',
  year: 2025,
  location: 'Whispering Pines',
  address: '',
  start_date: '2025-09-05T12:00:00.000Z',
  end_date: '2025-09-07T12:00:00.000Z',
  contact_info: {},
  rules: null,
  image_url: null,
  is_active: true,
};
const post = (id: string, createdAt: string, image: string | null): FeedPost => ({
  id,
  user: { id: 'u1', name: 'Ana R.', avatar: null },
  image,
  caption: `Post ${id}`,
  likes: 0,
  comments: [],
  isLiked: false,
  isSaved: false,
  createdAt,
});
const posts = [
  post('canoes', '2025-09-06T17:00:00.000Z', '/uploads/posts/canoes.jpg'),
  post('campfire', '2025-09-10T03:00:00.000Z', '/uploads/posts/campfire.jpg'),
  post('packing', '2025-08-20T10:00:00.000Z', '/uploads/posts/packing.jpg'),
  post('thanks', '2025-09-08T10:00:00.000Z', null),
];

// Instants on the camp's clock (California, 7 hours behind UTC in September).
const beforeCamp = Date.parse('2025-08-30T12:00:00Z');
const duringCamp = Date.parse('2025-09-06T20:00:00Z');
const lastEvening = Date.parse('2025-09-08T05:00:00Z'); // 10 PM on Sunday the 7th
const afterCamp = Date.parse('2025-09-08T08:00:00Z'); // 1 AM on Monday the 8th

beforeEach(async () => {
  await Promise.all([db.camps.clear(), db.events.clear()]);
  await db.camps.put(camp);
});
afterEach(async () => {
  cleanup();
  await switchLanguage('en');
});

const memories = (now: number) => (
  <MemoryRouter>
    <HomeMemories posts={posts} now={now} />
  </MemoryRouter>
);

describe('Home once the camp is over', () => {
  it("leads with the camp's photos and the reflections", async () => {
    render(memories(afterCamp));
    const card = await screen.findByRole('region', { name: 'Camp Weekend 2025 is over' });
    // The photos shared since the camp began, newest first; not the one from before camp nor a post without a photo.
    const strip = within(card).getByRole('link', { name: '2 photos from camp' });
    expect(strip.getAttribute('href')).toBe('/photos');
    expect(
      within(strip)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Post campfire', 'Post canoes']);
    expect(within(card).getByRole('link', { name: 'See all photos' }).getAttribute('href')).toBe('/photos');
    expect(within(card).getByRole('link', { name: 'Write or read reflections' }).getAttribute('href')).toBe('/reflections');
  });

  it('shows nothing of it before camp, during camp or on its last evening', async () => {
    const { rerender } = render(memories(afterCamp));
    await screen.findByRole('region', { name: 'Camp Weekend 2025 is over' });
    for (const now of [beforeCamp, duringCamp, lastEvening]) {
      rerender(memories(now));
      expect(screen.queryByRole('region', { name: /is over/ })).toBeNull();
    }
  });

  it('says so in French and Spanish', async () => {
    await switchLanguage('fr');
    const { unmount } = render(memories(afterCamp));
    const card = await screen.findByRole('region', { name: 'Camp Weekend 2025 est terminé' });
    expect(within(card).getByRole('link', { name: 'Écrire ou lire des réflexions' })).toBeTruthy();
    unmount();
    await switchLanguage('es');
    render(memories(afterCamp));
    await screen.findByRole('region', { name: 'Camp Weekend 2025 ha terminado' });
  });
});

describe("the wide screen's aside", () => {
  const event = campEvent({ id: 'e1', title: 'Sunrise Yoga', event_time: '2025-09-06T14:00:00.000Z', location: 'Lakeside' });
  const aside = (now: number) => (
    <MemoryRouter>
      <HomeAside now={now} />
    </MemoryRouter>
  );

  it('lists what is coming up before camp', async () => {
    await db.events.put(event);
    render(aside(beforeCamp));
    const upcoming = await screen.findByRole('region', { name: 'Coming up' });
    await within(upcoming).findByText('Sunrise Yoga');
    expect(within(upcoming).getByText(/Sat, Sep 6, 2025/)).toBeTruthy();
  });

  it('leaves the schedule out once the camp is over and nothing else is planned', async () => {
    await db.events.put(event);
    const { rerender } = render(aside(beforeCamp));
    await screen.findByText('Sunrise Yoga');
    rerender(aside(afterCamp));
    expect(screen.queryByRole('region', { name: 'Coming up' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Chats' })).toBeTruthy();
  });
});
