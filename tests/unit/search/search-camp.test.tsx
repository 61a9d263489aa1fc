import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../src/db/schema';
import { foldText } from '../../../src/db/search/fold-text';
import { SEARCH_GROUP_LIMIT, searchCamp } from '../../../src/db/search/search-camp';
import { SearchPage } from '../../../src/features/search/search-page';
import { resetDb } from '../support/outbox-fixtures';

const author = { id: 'u1', name: 'José Núñez', avatar: null };
const event = (id: string, title: string, description: string) => ({
  id,
  title,
  description,
  event_type: 'activity',
  event_time: '2026-06-20T16:00:00.000Z',
  end_time: null,
  location: 'Archery Range',
  capacity: 0,
  registration_count: 0,
  available_spots: null,
  is_user_registered: false,
  party: null,
  waitlist_position: null,
  waitlist_count: 0,
  created_at: '2026-06-01T00:00:00.000Z',
});

beforeEach(async () => {
  await resetDb();
  await db.users.bulkPut([
    { id: 'u1', first_name: 'José', last_name: 'Núñez', email: 'jose@camp.test', role: 'camper', avatar_url: null },
    { id: 'u2', first_name: 'Sarah', last_name: 'Lee', email: 'sarah@camp.test', role: 'camper', avatar_url: null },
  ]);
  await db.posts.put({
    id: 'p1',
    user: author,
    image: null,
    caption: 'Sunset at the lake',
    likes: 0,
    comments: [],
    isLiked: false,
    isSaved: false,
    createdAt: '2026-06-15T10:00:00.000Z',
  });
  await db.comments.put({ id: 'c1', post_id: 'p1', user: author, text: 'Beautiful crépuscule', createdAt: '2026-06-15T11:00:00.000Z' });
  await db.events.bulkPut([event('e1', 'Bow practice', 'Bring your own arrows'), event('e2', 'Lunch', 'Tacos')]);
  await db.rules.put({
    id: 'r1',
    title: 'Quiet Hours',
    description: 'Silence after 10pm',
    category: 'General',
    importance: 'high',
    lastUpdated: '2026-06-01T00:00:00.000Z',
    updatedBy: 'Camp Organizers',
  });
  await db.mapLocations.put({ id: 'm1', name: 'Archery Range', description: 'Behind the dining hall', icon: 'MapPin', position: 1 });
  await db.conversations.put({
    id: 'k1',
    name: 'Hike crew',
    type: 'group',
    description: null,
    last_message_at: null,
    Members: [],
    Messages: [],
  });
  await db.messages.put({
    id: 'x1',
    conversation_id: 'k1',
    sender_id: 'u2',
    content: 'The hike starts at nine, bring water',
    type: 'text',
    created_at: '2026-06-16T09:00:00.000Z',
    read_at: null,
  });
  await db.polls.put({
    id: 'q1',
    question: 'Which campfire treat?',
    options: [
      { id: 'o1', text: "S'mores", votes: 0 },
      { id: 'o2', text: 'Popcorn', votes: 0 },
    ],
  } as never);
});
afterEach(cleanup);

const kinds = async (q: string) => (await searchCamp(q)).map((g) => [g.kind, g.hits.map((h) => h.id)]);

describe('search on the phone', () => {
  it('folds accents and case', () => {
    expect(foldText('José NÚÑEZ Crépuscule')).toBe('jose nunez crepuscule');
  });

  it('finds every kind of stored item, accent- and case-insensitively, grouped in a fixed order', async () => {
    expect(await kinds('nunez')).toEqual([
      ['posts', ['p1']],
      ['comments', ['c1']],
      ['people', ['u1']],
    ]);
    expect(await kinds('CREPUSCULE')).toEqual([['comments', ['c1']]]);
    expect(await kinds('arrows')).toEqual([['events', ['e1']]]);
    expect(await kinds('archery')).toEqual([
      ['events', ['e1', 'e2']],
      ['places', ['m1']],
    ]);
    expect(await kinds('silence')).toEqual([['rules', ['r1']]]);
    expect(await kinds('hike water')).toEqual([['messages', ['x1']]]);
    expect(await kinds('popcorn')).toEqual([['polls', ['q1']]]);
    expect(await kinds('   ')).toEqual([]);
    expect(await kinds('zzz')).toEqual([]);
  });

  it('links each hit to where it lives and caps a group', async () => {
    const [messages] = await searchCamp('water');
    expect(messages?.hits[0]).toMatchObject({ title: 'Sarah Lee in Hike crew', to: '/chat#conversation-k1' });
    await db.events.bulkPut(Array.from({ length: SEARCH_GROUP_LIMIT + 5 }, (_, i) => event(`n${i}`, `Night walk ${i}`, '')));
    expect((await searchCamp('night walk'))[0]?.hits).toHaveLength(SEARCH_GROUP_LIMIT);
  });

  it('shows grouped results with links on the Search screen, and says when nothing matches', async () => {
    render(
      <MemoryRouter initialEntries={['/search']}>
        <SearchPage />
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'jose' } });
    const people = await screen.findByRole('region', { name: 'People' });
    expect(
      within(people)
        .getByRole('link', { name: /José Núñez/ })
        .getAttribute('href'),
    ).toBe('/chat#person-u1');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'nothing here' } });
    expect((await screen.findByRole('status')).textContent).toBe('No results for “nothing here”.');
  });
});
