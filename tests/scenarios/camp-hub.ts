/**
 * The camp with no internet, in any engine. Olga (the camp's administrator) and Birch (a camper) sign in at home
 * through the camp's address, served by the cloud, while a camp hub copies the camp. At camp the router's DNS answers
 * with the hub and the hub's link to the cloud is down: Olga's message to the canoe crew reaches Birch within 2 s, her
 * roll call is answered by Birch and seen on her board, and Birch RSVPs to the canoe race (one place) and posts a
 * photo, all at the hub. Meanwhile Cedar, at home on the cloud, takes the race's one place. When the hub's link
 * returns, every change made at camp reaches the cloud once, with the ids it had at camp, within 30 s; Cedar sees the
 * message, the photo and the roll call, and Birch's phone says "Not saved" of the RSVP that lost. Home again (the
 * camp's address is the cloud's), each phone gets one full pull and holds exactly the cloud's rows.
 */
import { isDeepStrictEqual } from 'node:util';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Conversation, Message } from '../../contracts/chat';
import type { CampEvent } from '../../contracts/events';
import type { Post } from '../../contracts/feed';
import type { RollCall, RollCallBoard } from '../../contracts/rollcalls';
import type { CampHubWorld } from '../support/camp-hub-world.js';
import type { Session } from '../support/e2e-session.js';
import { waitFor, waitInPage, type PageDriver, type Target } from '../support/page-driver.js';
import { daysFromNow } from '../support/scenario-world.js';
import { eventually, outboxCount, signIn } from './app-steps.js';
import { noted, phoneRows, pickPhoto, pullsSettled, socketsOpened, watchFor, watchSend } from './camp-hub-steps.js';

const RACE = 'Lakeside Canoe Race';
const raceCard: Target = { css: 'article', text: RACE };
const CREW = 'Canoe crew';
const HELLO = 'Marshmallows at the fire pit at 9';
const STORM = 'Thunder over the lake: tell us you are safe';
const CAPTION = 'Sunrise over the jetty';
const BANNER: Target = { css: 'section[aria-label="Roll call: tell the organizers whether you are safe"]' };

/** The race as `who` reads it from a server's API. */
const raceFor = async (read: CampHubWorld['atCloud'], who: Session, id: string) =>
  (await read<CampEvent[]>(who, 'GET', '/events')).body.find((e) => e.id === id);

/** What was made at camp, at the hub, as the hub answered it. */
interface MadeAtCamp {
  olga: Session;
  birch: Session;
  cedar: Session;
  race: CampEvent;
  chat: Conversation;
  message: Message;
  rollCall: RollCall;
  post: Post;
}

interface Phones {
  olgaPhone: PageDriver;
  birchPhone: PageDriver;
  cedarPhone: PageDriver;
}

export async function campHub(world: CampHubWorld, [olgaPhone, birchPhone, cedarPhone]: PageDriver[]): Promise<void> {
  if (!olgaPhone || !birchPhone || !cedarPhone) throw new Error('three phones are needed');
  const phones = { olgaPhone, birchPhone, cedarPhone };
  const made = await atCamp(world, phones);
  await backInTouch(world, phones, made);
}

async function atCamp(world: CampHubWorld, { olgaPhone, birchPhone, cedarPhone }: Phones): Promise<MadeAtCamp> {
  const { dns, uplink } = world;
  const atHub = world.atHub.bind(world);

  // The camp as the cloud holds it before the weekend: three people, an upcoming race with one place, their group chat.
  const olga = await world.person('olga.hub@camp.test', 'Olga', 'Ashby', 'admin');
  const birch = await world.person('birch.hub@camp.test', 'Birch', 'Lane');
  const cedar = await world.person('cedar.hub@camp.test', 'Cedar', 'Hale');
  const race = (
    await world.atCloud<CampEvent>(olga, 'POST', '/admin/events', {
      title: RACE,
      description: 'Two to a canoe, once round the island',
      event_time: daysFromNow(1),
      location: 'Jetty',
      capacity: 1,
      event_type: 'activity',
    })
  ).body;
  const crew = { type: 'group', name: CREW, member_ids: [birch.user.id, cedar.user.id] };
  const chat = (await world.atCloud<Conversation>(olga, 'POST', '/conversations', crew)).body;

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
  await olgaPhone.click({ css: 'button', text: CREW });
  await birchPhone.goto(`${dns.url}/chat`);
  await birchPhone.click({ css: 'button', text: CREW });
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
  const messages = (await atHub<Message[]>(olga, 'GET', `/conversations/${chat.id}/messages`)).body.filter((m) => m.content === HELLO);
  expect(messages).toHaveLength(1);

  // Olga starts a roll call at the hub; Birch answers it, and her board shows Birch safe.
  await olgaPhone.goto(`${dns.url}/safety`);
  await olgaPhone.fill({ css: 'textarea#roll-call-message' }, STORM);
  await olgaPhone.click({ css: 'button[type="submit"]', text: 'Start roll call' });
  const birchOnBoard: Target = { css: 'li[data-status]', text: 'Birch Lane' };
  await waitFor(olgaPhone, birchOnBoard);
  await waitFor(birchPhone, { css: '*', text: STORM, in: BANNER }, 30_000);
  await birchPhone.click({ css: 'button', text: "We're safe", in: BANNER });
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
  if (!rollCall) throw new Error('no roll call at the hub');

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
  const [message] = messages;
  const [post] = posted;
  if (!message || !post) throw new Error('the message or the post is missing at the hub');
  return { olga, birch, cedar, race, chat, message, rollCall, post };
}

/** The rows the phone holds for a few areas, and the cloud's for the same person: the crew's messages, the posts, the RSVPs. */
async function phoneAndCloud(world: CampHubWorld, drv: PageDriver, who: Session, chat: Conversation) {
  const atCloud = world.atCloud.bind(world);
  const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();
  const rsvps = (rows: CampEvent[]) => rows.map((e) => `${e.id} ${e.is_user_registered} ${e.registration_count}`).sort();
  const [messages, posts, events] = await Promise.all([
    phoneRows<Message>(drv, 'messages'),
    phoneRows<Post>(drv, 'posts'),
    phoneRows<CampEvent>(drv, 'events'),
  ]);
  return {
    phone: { messages: ids(messages.filter((m) => m.conversation_id === chat.id)), posts: ids(posts), rsvps: rsvps(events) },
    cloud: {
      messages: ids((await atCloud<Message[]>(who, 'GET', `/conversations/${chat.id}/messages`)).body),
      posts: ids((await atCloud<Post[]>(who, 'GET', '/posts')).body),
      rsvps: rsvps((await atCloud<CampEvent[]>(who, 'GET', '/events')).body),
    },
  };
}

async function backInTouch(world: CampHubWorld, { olgaPhone, birchPhone, cedarPhone }: Phones, made: MadeAtCamp): Promise<void> {
  const { olga, birch, cedar, race, chat } = made;
  const atCloud = world.atCloud.bind(world);
  const { dns } = world;

  // The hub's link returns: within 30 s every change made at camp is in the cloud once, with the ids it had at camp,
  // and Birch's RSVP lost to Cedar's.
  world.uplink.restore();
  const inCloud = async () => {
    const messages = (await atCloud<Message[]>(olga, 'GET', `/conversations/${chat.id}/messages`)).body.filter((m) => m.content === HELLO);
    const posts = (await atCloud<Post[]>(olga, 'GET', '/posts')).body.filter((p) => p.caption === CAPTION);
    const rollCalls = (await atCloud<RollCall[]>(olga, 'GET', '/roll-calls')).body;
    const board = rollCalls[0] && (await atCloud<RollCallBoard>(olga, 'GET', `/roll-calls/${rollCalls[0].id}`)).body;
    const birchAnswer = board ? board.people.find((p) => p.user_id === birch.user.id)?.status : undefined;
    return { messages: messages.map((m) => m.id), posts: posts.map((p) => p.id), rollCalls: rollCalls.map((r) => r.id), birchAnswer };
  };
  await eventually(
    async () => {
      const now = await inCloud();
      return now.birchAnswer === 'safe' && now.posts.length > 0 && now.messages.length > 0;
    },
    'the camp’s changes in the cloud',
    30_000,
  );
  expect(await inCloud()).toEqual({
    messages: [made.message.id],
    posts: [made.post.id],
    rollCalls: [made.rollCall.id],
    birchAnswer: 'safe',
  });
  const [cloudPost] = (await atCloud<Post[]>(olga, 'GET', '/posts')).body.filter((p) => p.caption === CAPTION);
  const photo = await fetch(`${world.cloud.url}${cloudPost?.image ?? '/none'}`);
  expect(photo.headers.get('content-type')).toBe('image/jpeg');
  expect(await raceFor(atCloud, birch, race.id)).toMatchObject({ is_user_registered: false, registration_count: 1 });
  expect(await raceFor(atCloud, cedar, race.id)).toMatchObject({ is_user_registered: true });

  // Cedar, at home, sees the camp's message, photo and roll call.
  await cedarPhone.goto(`${world.cloud.url}/chat`);
  await cedarPhone.click({ css: 'button', text: CREW });
  await waitFor(cedarPhone, { css: '[data-testid="message"]', text: HELLO }, 30_000);
  await cedarPhone.goto(`${world.cloud.url}/home`);
  await waitFor(cedarPhone, { css: '[data-testid="post"] img', in: { css: '[data-testid="post"]', text: CAPTION } }, 30_000);
  await waitFor(cedarPhone, { css: '*', text: STORM, in: BANNER }, 30_000);

  // At camp, Birch's phone says the RSVP was not saved, as for a change refused after an offline spell.
  await birchPhone.goto(`${dns.url}/notifications`);
  await waitInPage(
    birchPhone,
    () =>
      Array.from(document.querySelectorAll('[data-testid="notification"]')).some(
        (n) => n.textContent?.includes('Not saved') && n.textContent.includes('This event is full'),
      ),
    null,
    'the “Not saved” notice of the full race in Birch’s inbox',
    60_000,
  );

  // Home again: the camp's address is the cloud's. Each phone pulls the whole camp once, its live socket opens at the
  // cloud, and it holds exactly the cloud's rows.
  world.resetCloudPulls();
  dns.resetTraffic();
  dns.switchTo(world.cloud.url);
  await eventually(async () => socketsOpened(world, [olga, birch]), 'both phones’ live sockets open at the cloud', 60_000);
  await pullsSettled(world);
  for (const [drv, who] of [
    [olgaPhone, olga],
    [birchPhone, birch],
  ] as const) {
    const agree = async () => {
      const { phone, cloud } = await phoneAndCloud(world, drv, who, chat);
      return isDeepStrictEqual(phone, cloud);
    };
    // Waits for the phone to store its pull; on a timeout the comparison below shows the difference.
    await eventually(agree, 'the phone to hold the cloud’s rows', 30_000).catch(() => undefined);
    const { phone, cloud } = await phoneAndCloud(world, drv, who, chat);
    expect(phone).toEqual(cloud);
    expect(world.cloudPulls().filter((p) => p.userId === who.user.id && p.full)).toHaveLength(1);
  }
}
