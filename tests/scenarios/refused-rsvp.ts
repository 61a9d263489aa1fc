/**
 * The refused RSVP, in any engine: offline, a camper RSVPs to the last place of an upcoming event;
 * meanwhile someone with signal takes it. When the signal returns the server refuses the RSVP, and
 * the phone ends showing what the server holds: Full, with Join waitlist instead of RSVP, also after a reload.
 */
import { expect } from 'vitest';
import type { CampEvent } from '../../contracts/events';
import { waitFor, waitInPage, type PageDriver, type Target } from '../support/page-driver.js';
import { daysFromNow, type World } from '../support/scenario-world.js';
import { outboxCount, eventually, signIn } from './app-steps.js';

const card: Target = { css: 'article', text: 'Archery Duel' };

/** The card offers Join waitlist and no RSVP. */
const fullWithWaitlist = (drv: PageDriver) =>
  waitInPage(
    drv,
    () =>
      Array.from(document.querySelectorAll('article')).some(
        (a) =>
          a.textContent?.includes('Archery Duel') &&
          Array.from(a.querySelectorAll('button')).some((b) => b.textContent?.trim() === 'Join waitlist') &&
          !Array.from(a.querySelectorAll('button')).some((b) => b.textContent?.trim() === 'RSVP'),
      ),
    null,
    'Join waitlist instead of RSVP on the card',
    60_000,
  );

export async function refusedRsvp(drv: PageDriver, world: World): Promise<void> {
  const { relay, admin } = world;
  const api = world.api.bind(world);
  const archery = (
    await api<CampEvent>(admin, 'POST', '/admin/events', {
      title: 'Archery Duel',
      description: 'Bows and targets',
      event_time: daysFromNow(2),
      location: 'Range',
      capacity: 4,
      event_type: 'activity',
    })
  ).body;
  const river = await world.camper('river@camp.test', 'River', 'Stone');
  const others = [];
  for (const name of ['ash', 'birch', 'cedar', 'dune']) others.push(await world.camper(`${name}@camp.test`, name, 'Camper'));
  for (const other of others.slice(0, 3)) expect((await api(other, 'POST', `/events/${archery.id}/register`)).status).toBe(200);

  await signIn(drv, relay.url, 'river@camp.test');
  await drv.goto(`${relay.url}/events`);
  await waitFor(drv, { css: '[data-testid="registered"]', text: '3 / 4 registered', in: card });

  // Offline: the RSVP shows at once, waiting to be sent.
  relay.cut();
  await drv.click({ css: 'button', text: 'RSVP', in: card });
  await waitFor(drv, { css: '[data-testid="registered"]', text: '4 / 4 registered', in: card });
  await waitFor(drv, { css: '*', text: 'Waiting to send', in: card });

  // Someone with signal takes the last place; then the phone's signal returns.
  expect((await api(others[3] ?? river, 'POST', `/events/${archery.id}/register`)).status).toBe(200);
  relay.restore();
  await fullWithWaitlist(drv);
  await eventually(async () => (await outboxCount(drv)) === 0, 'the refused RSVP gone from the outbox');
  await waitFor(drv, { css: '[data-testid="availability"]', text: 'Full', in: card });

  // A reload keeps agreeing with the server.
  await drv.reload();
  await fullWithWaitlist(drv);
  const onServer = (await api<CampEvent[]>(river, 'GET', '/events')).body.find((e) => e.id === archery.id);
  expect(onServer).toMatchObject({ registration_count: 4, is_user_registered: false });
}
