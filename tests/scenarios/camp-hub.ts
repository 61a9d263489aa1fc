/**
 * The camp with no internet, in any engine. Olga (an organizer) and Birch (a camper) sign in at home through the
 * camp's address, served by the cloud, while a camp hub copies the camp. At camp the router's DNS answers with the
 * hub and the hub's link to the cloud is down: Olga's message reaches Birch within 2 s, her roll call is answered by
 * Birch and seen on her board, and Birch RSVPs to the canoe race (one place) and posts a photo, all at the hub.
 * Meanwhile Cedar, at home on the cloud, takes the race's one place.
 */
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Conversation, Message } from '../../contracts/chat';
import type { CampEvent } from '../../contracts/events';
import type { Post } from '../../contracts/feed';
import type { RollCall, RollCallBoard } from '../../contracts/rollcalls';
import type { CampHubWorld } from '../support/camp-hub-world.js';
import type { Session } from '../support/e2e-session.js';
import type { Exchange } from '../support/relay.js';
import { waitFor, waitInPage, type PageDriver, type Target } from '../support/page-driver.js';
import { daysFromNow } from '../support/scenario-world.js';
import { eventually, outboxCount, signIn } from './app-steps.js';

const RACE = 'Lakeside Canoe Race';
const raceCard: Target = { css: 'article', text: RACE };
const HELLO = 'Marshmallows at the fire pit at 9';
const STORM = 'Thunder over the lake: tell us you are safe';
const CAPTION = 'Sunrise over the jetty';

/** The person a live socket's `?token=` belongs to (the token's `sub`), read as the server would. */
function socketPerson(exchange: Exchange): string | undefined {
  const token = /[?&]token=([^&]+)/.exec(exchange.target)?.[1];
  const payload = token ? decodeURIComponent(token).split('.')[1] : undefined;
  if (!payload) return undefined;
  return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub?: string }).sub;
}

/** Whether each of `people` has opened a live socket through the relay since its traffic was last reset. */
const socketsOpened = (world: CampHubWorld, people: Session[]) => {
  const opened = new Set(
    world.dns
      .exchanges()
      .filter((e) => e.status === 101)
      .map(socketPerson),
  );
  return people.every((p) => opened.has(p.user.id));
};

/** Notes, in the page, when a message with `text` first shows (`window.shownAt`, the machine's clock). */
const watchFor = (drv: PageDriver, text: string) =>
  drv.evaluate((t: string) => {
    const w = window as unknown as { shownAt?: number };
    const seen = () => Array.from(document.querySelectorAll('[data-testid="message"]')).some((m) => m.textContent?.includes(t));
    new MutationObserver((_, observer) => {
      if (!seen()) return;
      w.shownAt = Date.now();
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, text);

/** Notes, in the page, when the Send button is tapped (`window.sentAt`). */
const watchSend = (drv: PageDriver) =>
  drv.evaluate(() => {
    const w = window as unknown as { sentAt?: number };
    document.addEventListener(
      'click',
      (e) => {
        if ((e.target as Element).closest('button[aria-label="Send"]')) w.sentAt ??= Date.now();
      },
      { capture: true },
    );
  });

const noted = async (drv: PageDriver, name: 'shownAt' | 'sentAt') => {
  const at = await drv.evaluate((n: string) => (window as unknown as Record<string, number | undefined>)[n] ?? null, name);
  if (at === null) throw new Error(`${drv.engine}: ${name} was never noted`);
  return at;
};

/** Picks `jpeg` in the Create Post dialog's photo field, as the phone's photo picker hands a file over. */
const pickPhoto = (drv: PageDriver, jpeg: Buffer) =>
  drv.evaluate((base64: string) => {
    const input = document.querySelector<HTMLInputElement>('[role="dialog"] input[type="file"]');
    if (!input) throw new Error('no photo field');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const files = new DataTransfer();
    files.items.add(new File([bytes], 'jetty.jpg', { type: 'image/jpeg' }));
    input.files = files.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }, jpeg.toString('base64'));

/** The race as `who` reads it from a server's API. */
const raceFor = async (read: CampHubWorld['atCloud'], who: Session, id: string) =>
  (await read<CampEvent[]>(who, 'GET', '/events')).body.find((e) => e.id === id);

export async function campHub(world: CampHubWorld, [olgaPhone, birchPhone, cedarPhone]: PageDriver[]): Promise<void> {
  if (!olgaPhone || !birchPhone || !cedarPhone) throw new Error('three phones are needed');
  const { dns, uplink } = world;
  const atHub = world.atHub.bind(world);

  // The camp as the cloud holds it before the weekend: three people, an upcoming race with one place, a chat.
  const olga = await world.person('olga.hub@camp.test', 'Olga', 'Ashby', 'organizer');
  const birch = await world.person('birch.hub@camp.test', 'Birch', 'Lane');
  const cedar = await world.person('cedar.hub@camp.test', 'Cedar', 'Hale');
  const race = (
    await world.atCloud<CampEvent>(world.admin, 'POST', '/admin/events', {
      title: RACE,
      description: 'Two to a canoe, once round the island',
      event_time: daysFromNow(1),
      location: 'Jetty',
      capacity: 1,
      event_type: 'activity',
    })
  ).body;
  const chat = (await world.atCloud<Conversation>(olga, 'POST', '/conversations', { type: 'direct', member_ids: [birch.user.id] })).body;

  // At home: the hub copies the camp while the phones sign in through the camp's address (served by the cloud);
  // Cedar stays at home and opens the cloud's own address.
  await Promise.all([
    world.startHub(),
    signIn(olgaPhone, dns.url, 'olga.hub@camp.test'),
    signIn(birchPhone, dns.url, 'birch.hub@camp.test'),
    signIn(cedarPhone, world.cloud.url, 'cedar.hub@camp.test'),
  ]);
  expect(await raceFor(atHub, birch, race.id)).toMatchObject({ title: RACE, capacity: 1, registration_count: 0 });
  await olgaPhone.goto(`${dns.url}/chat`);
  await olgaPhone.click({ css: 'button', text: 'Birch Lane' });
  await birchPhone.goto(`${dns.url}/chat`);
  await birchPhone.click({ css: 'button', text: 'Olga Ashby' });
  await waitFor(olgaPhone, { css: 'input[aria-label="Message"]' });
  await waitFor(birchPhone, { css: 'input[aria-label="Message"]' });

  // At camp: the router's DNS answers with the hub, and the hub has no link to the cloud. Each phone's live socket
  // drops with the switch and opens again, now at the hub.
  dns.resetTraffic();
  dns.switchTo(world.hub().url);
  uplink.cut();
  await eventually(async () => socketsOpened(world, [olga, birch]), 'both phones’ live sockets open at the hub', 60_000);

  // A message from Olga shows on Birch's phone within 2 s of her tap.
  await watchFor(birchPhone, HELLO);
  await watchSend(olgaPhone);
  await olgaPhone.fill({ css: 'input[aria-label="Message"]' }, HELLO);
  await olgaPhone.click({ css: 'button[aria-label="Send"]' });
  await waitFor(birchPhone, { css: '[data-testid="message"]', text: HELLO }, 30_000);
  const [sentAt, shownAt] = [await noted(olgaPhone, 'sentAt'), await noted(birchPhone, 'shownAt')];
  expect(shownAt - sentAt, `shown ${shownAt - sentAt} ms after the tap`).toBeLessThan(2000);
  const atCamp = (await atHub<Message[]>(olga, 'GET', `/conversations/${chat.id}/messages`)).body;
  expect(atCamp.filter((m) => m.content === HELLO)).toHaveLength(1);

  // Olga starts a roll call at the hub; Birch answers it, and her board shows Birch safe.
  await olgaPhone.goto(`${dns.url}/safety`);
  await olgaPhone.fill({ css: 'textarea#roll-call-message' }, STORM);
  await olgaPhone.click({ css: 'button[type="submit"]', text: 'Start roll call' });
  const birchOnBoard: Target = { css: 'li[data-status]', text: 'Birch Lane' };
  await waitFor(olgaPhone, birchOnBoard);
  const banner: Target = { css: 'section[aria-label="Roll call: tell the organizers whether you are safe"]' };
  await waitFor(birchPhone, { css: '*', text: STORM, in: banner }, 30_000);
  await birchPhone.click({ css: 'button', text: "We're safe", in: banner });
  await waitInPage(
    olgaPhone,
    () => document.querySelector('li[data-status][aria-label="Birch Lane"]')?.getAttribute('data-status') === 'safe',
    null,
    'Birch safe on Olga’s board',
    30_000,
  );
  const [rollCall] = (await atHub<RollCall[]>(olga, 'GET', '/roll-calls')).body;
  const board = (await atHub<RollCallBoard>(olga, 'GET', `/roll-calls/${rollCall?.id ?? ''}`)).body;
  expect(board.people.find((p) => p.user_id === birch.user.id)?.status).toBe('safe');

  // Birch RSVPs to the race and posts a photo, both at the hub.
  await birchPhone.goto(`${dns.url}/events`);
  await waitFor(birchPhone, { css: '[data-testid="registered"]', text: '0 / 1 registered', in: raceCard });
  await birchPhone.click({ css: 'button', text: 'RSVP', in: raceCard });
  await waitFor(birchPhone, { css: '[data-testid="registered"]', text: '1 / 1 registered', in: raceCard });
  await birchPhone.goto(`${dns.url}/home`);
  await birchPhone.click({ css: 'button[aria-label="Create Post"]' });
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 230, g: 140, b: 40 } } })
    .jpeg()
    .toBuffer();
  await waitFor(birchPhone, { css: '[role="dialog"] input[type="file"]' });
  await pickPhoto(birchPhone, photo);
  await waitFor(birchPhone, { css: '[role="dialog"] img' });
  await birchPhone.fill({ css: '[role="dialog"] textarea' }, CAPTION);
  await birchPhone.click({ css: '[role="dialog"] button[type="submit"]' });
  await waitFor(birchPhone, { css: '[data-testid="post"]', text: CAPTION });
  await eventually(async () => (await outboxCount(birchPhone)) === 0, 'Birch’s RSVP and photo sent to the hub', 60_000);
  expect(await raceFor(atHub, birch, race.id)).toMatchObject({ is_user_registered: true, registration_count: 1 });
  const posted = (await atHub<Post[]>(birch, 'GET', '/posts')).body.filter((p) => p.caption === CAPTION);
  expect(posted).toHaveLength(1);
  expect((await fetch(`${world.hub().url}${posted[0]?.image ?? '/none'}`)).headers.get('content-type')).toBe('image/jpeg');

  // Meanwhile, at home, Cedar takes the race's one place on the cloud.
  await cedarPhone.goto(`${world.cloud.url}/events`);
  await cedarPhone.click({ css: 'button', text: 'RSVP', in: raceCard });
  await waitFor(cedarPhone, { css: '[data-testid="registered"]', text: '1 / 1 registered', in: raceCard });
  await eventually(
    async () => (await raceFor(world.atCloud.bind(world), cedar, race.id))?.is_user_registered === true,
    'Cedar’s RSVP in the cloud',
  );
}
