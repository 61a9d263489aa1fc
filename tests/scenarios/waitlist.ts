/**
 * The waitlist, in any engine: a full canoe trip. Camper A joins its waitlist offline; camper B, with
 * signal, cancels. When A's signal returns the join finds the freed place: A is registered, the card
 * says so, and A's inbox holds "You're in: Sunset Canoe Trip".
 */
import { expect } from 'vitest';
import type { CampEvent } from '../../contracts/events';
import { waitFor, waitForText, type Target } from '../support/page-driver.js';
import { daysFromNow, type World } from '../support/scenario-world.js';
import type { PageDriver } from '../support/page-driver.js';
import { eventually, outboxCount, outboxHolds, signIn } from './app-steps.js';

const card: Target = { css: 'article', text: 'Sunset Canoe Trip' };

export async function waitlistScenario(drv: PageDriver, world: World): Promise<void> {
  const { relay, admin } = world;
  const api = world.api.bind(world);
  const canoe = (
    await api<CampEvent>(admin, 'POST', '/admin/events', {
      title: 'Sunset Canoe Trip',
      description: 'Across the lake',
      event_time: daysFromNow(2),
      location: 'Dock',
      capacity: 2,
      event_type: 'activity',
    })
  ).body;
  const a = await world.camper('alder@camp.test', 'Alder', 'Reed');
  const b = await world.camper('brook@camp.test', 'Brook', 'Reed');
  const c = await world.camper('cliff@camp.test', 'Cliff', 'Reed');
  for (const who of [b, c]) expect((await api(who, 'POST', `/events/${canoe.id}/register`)).status).toBe(200);

  await signIn(drv, relay.url, 'alder@camp.test');
  await drv.goto(`${relay.url}/events`);
  await waitFor(drv, { css: '[data-testid="availability"]', text: 'Full', in: card });

  // Offline: the place in line shows at once, waiting to be sent.
  relay.cut();
  await drv.click({ css: 'button', text: 'Join waitlist', in: card });
  await waitFor(drv, { css: '[data-testid="waitlist-position"]', text: 'On the waitlist: #1 of 1', in: card });
  await waitFor(drv, { css: '*', text: 'Waiting to send', in: card });
  await outboxHolds(drv, 1);

  // B, with signal, cancels; then A's signal returns and the join finds the freed place.
  expect((await api(b, 'DELETE', `/events/${canoe.id}/register`)).status).toBe(200);
  relay.restore();
  await waitFor(drv, { css: 'button', text: 'Cancel RSVP', in: card }, 90_000);
  await waitFor(drv, { css: '[data-testid="registered"]', text: '2 / 2 registered', in: card });
  await eventually(async () => (await outboxCount(drv)) === 0, 'the join sent and gone from the outbox');
  const onServer = (await api<CampEvent[]>(a, 'GET', '/events')).body.find((e) => e.id === canoe.id);
  expect(onServer).toMatchObject({ is_user_registered: true, registration_count: 2, waitlist_position: null, waitlist_count: 0 });

  // The inbox says so, on the phone.
  await drv.goto(`${relay.url}/notifications`);
  await waitForText(drv, "You're in: Sunset Canoe Trip", 90_000);
}
