/**
 * The campsite drive, in any engine: sign in with signal, the whole camp lands on the phone, the signal
 * goes (the relay is cut), the app reloads and every screen shows the camp; a packing tick, a like, an
 * RSVP, a vote, reading a conversation and a chat message made offline show at once; the signal returns and the page alone
 * (WebKit has no Background Sync) sends each, and the server holds each exactly once.
 */
import { expect } from 'vitest';
import type { CampEvent } from '../../contracts/events';
import type { Poll } from '../../contracts/polls';
import type { Post } from '../../contracts/feed';
import type { PackingItem } from '../../contracts/packing';
import { countOf, waitFor, type PageDriver } from '../support/page-driver.js';
import { daysFromNow, type World } from '../support/scenario-world.js';
import { eventually, outboxCount, outboxHolds, signIn } from './app-steps.js';

const CAPTION = 'Canoe race at the lake tomorrow';
const MESSAGE = 'Canoes are at the north dock, see you there';
const post = (caption: string) => ({ css: '[data-testid="post"]', text: caption });

export async function campsiteOffline(drv: PageDriver, world: World): Promise<void> {
  const { relay, admin } = world;
  const api = world.api.bind(world);
  const maya = await world.camper('maya.rivers@camp.test', 'Maya', 'Rivers');
  const jonas = await world.camper('jonas.pike@camp.test', 'Jonas', 'Pike');
  const hike = (
    await api<CampEvent>(admin, 'POST', '/admin/events', {
      title: 'Ridge Hike',
      description: 'Boots on',
      event_time: daysFromNow(3),
      location: 'Trailhead',
      capacity: 12,
      event_type: 'activity',
    })
  ).body;
  const poll = (
    await api<Poll>(admin, 'POST', '/admin/polls', { question: 'Which lake for the swim?', options: ['North lake', 'South lake'] })
  ).body;
  const chat = (await api<{ id: string }>(jonas, 'POST', '/conversations', { type: 'direct', member_ids: [maya.user.id] })).body;
  expect((await api(jonas, 'POST', `/conversations/${chat.id}/messages`, { content: 'Where are the canoes?' })).status).toBe(201);
  const form = new FormData();
  form.append('caption', CAPTION);
  expect(
    (await fetch(`${world.server.url}/api/posts`, { method: 'POST', headers: { authorization: `Bearer ${jonas.token}` }, body: form }))
      .status,
  ).toBe(201);

  await signIn(drv, relay.url, 'maya.rivers@camp.test');

  // The signal goes; the app opens from the phone alone.
  relay.cut();
  await drv.reload();
  await waitFor(drv, post(CAPTION));
  // Screens opened one after another, each a new page: none may wait on a page left behind.
  const screens = [
    ['/events', { css: 'article', text: 'Ridge Hike' }],
    ['/rules', { css: 'li', text: 'Quiet Hours' }],
    ['/map', { css: 'img[alt^="Map of"]' }],
    ['/notifications', { css: 'li', text: 'Your packing list is ready' }],
    ['/packing', { css: 'label', text: 'Swimsuit' }],
  ] as const;
  for (const [path, target] of screens) {
    await drv.goto(`${relay.url}${path}`);
    await waitFor(drv, target);
  }

  // Offline changes, each shown at once.
  await drv.click({ css: 'input[type="checkbox"]', in: { css: 'label', text: 'Swimsuit' } });
  await waitFor(drv, { css: '[aria-label="Waiting to send"]', in: { css: 'label', text: 'Swimsuit' } });
  await drv.goto(`${relay.url}/events`);
  await drv.click({ css: 'button', text: 'RSVP', in: { css: 'article', text: 'Ridge Hike' } });
  await waitFor(drv, { css: '[data-testid="registered"]', text: '1 / 12 registered', in: { css: 'article', text: 'Ridge Hike' } });
  // A camper leaves the screen at once: the RSVP is kept from the moment it shows.
  await drv.goto(`${relay.url}/`);
  await drv.click({ css: 'button[aria-pressed="false"]', text: 'Like', in: post(CAPTION) });
  await waitFor(drv, { css: 'button[aria-pressed="true"]', text: 'Unlike', in: post(CAPTION) });
  await outboxHolds(drv, 3);
  await drv.click({ css: 'label', text: 'South lake', in: { css: 'article', text: 'Which lake for the swim?' } });
  await drv.click({ css: 'button', text: 'Submit Vote', in: { css: 'article', text: 'Which lake for the swim?' } });
  await waitFor(drv, { css: '*', text: 'Waiting to send', in: { css: 'article', text: 'Which lake for the swim?' } });
  await drv.goto(`${relay.url}/chat`);
  await drv.click({ css: 'button', text: 'Jonas Pike' });
  // Opening the conversation reads Jonas's message: that change waits for signal too.
  await outboxHolds(drv, 5);
  await drv.fill({ css: 'input[aria-label="Message"]' }, MESSAGE);
  await drv.click({ css: 'button[type="submit"][aria-label="Send"]' });
  await waitFor(drv, { css: '[data-testid="message-text"]', text: MESSAGE });
  expect(await outboxCount(drv)).toBe(6);

  // A reload offline keeps every change (and opening the conversation again reads nothing new).
  await drv.reload();
  await drv.click({ css: 'button', text: 'Jonas Pike' });
  await waitFor(drv, { css: '[data-testid="message-text"]', text: MESSAGE });
  expect(await outboxCount(drv)).toBe(6);

  // Signal again: the page sends each change, and the server holds each exactly once.
  relay.restore();
  await eventually(async () => (await outboxCount(drv)) === 0, 'an empty outbox on the phone');
  const messages = (await api<{ content: string; read_at: string | null }[]>(jonas, 'GET', `/conversations/${chat.id}/messages`)).body;
  expect(messages.filter((m) => m.content === MESSAGE)).toHaveLength(1);
  expect(messages.find((m) => m.content === 'Where are the canoes?')?.read_at).toBeTruthy();
  const campfire = (await api<Post[]>(maya, 'GET', '/posts')).body.find((p) => p.caption === CAPTION);
  expect(campfire).toMatchObject({ isLiked: true });
  const event = (await api<CampEvent[]>(maya, 'GET', '/events')).body.find((e) => e.id === hike.id);
  expect(event).toMatchObject({ registration_count: 1, is_user_registered: true });
  const voted = (await api<Poll[]>(maya, 'GET', '/polls')).body.find((p) => p.id === poll.id);
  expect(voted).toMatchObject({ totalVotes: 1 });
  const swimsuit = (await api<PackingItem[]>(maya, 'GET', '/packing')).body.find((i) => i.item_name === 'Swimsuit');
  expect(swimsuit).toMatchObject({ is_checked: true });
  expect(await countOf(drv, { css: '[aria-label="Waiting to send"]' })).toBe(0);
}
