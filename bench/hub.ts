/**
 * `npm run bench -- hub`: the camp hub's figures beside the cloud's, in one run (bench/hub/camp-pair.ts: a cloud and
 * a hub that pulled the camp from it, the hub on one core). 30 phones at camp: a chat message's fan-out to their
 * sockets (goal p99 < 100 ms) and a post's arrival in their databases (goal p95 < 500 ms), on the hub (its link cut,
 * as at a camp with no internet) and on the cloud. Then a weekend's catch-up: 5,000 messages and 300 photos made at
 * the hub with its link cut, then the link back at 10 Mbit/s: the time until the cloud holds them all and the bytes
 * sent up (goal < 2 minutes). The catch-up runs only where the hub forwards its writes; otherwise it says so.
 * BENCH_HUB_NO_CATCH_UP=1 leaves the catch-up out (the phones' figures alone, in a minute or two).
 */
import { campPhotos } from './hub/camp-photos.js';
import { startCampPair, type CampPair } from './hub/camp-pair.js';
import { catchUp } from './hub/catch-up.js';
import { cloudHolds, cloudReaches, plus, type Held } from './hub/cloud-counts.js';
import { messageFanOut } from './hub/message-fan-out.js';
import { postArrival, type Arrivals } from './hub/post-arrival.js';
import { benchSize } from './support/bench-size.js';
import { cpuMs, loadLine, percentile } from './support/figures.js';

const PHONES = benchSize(30, 5);
const WARM_UP = benchSize(5, 1);
const MESSAGES = benchSize(50, 2);
const POSTS = benchSize(10, 1);
const CAMP_MESSAGES = benchSize(5000, 50);
const CAMP_PHOTOS = benchSize(300, 5);
/** Distinct photos among them (each takes the better part of a second to make). */
const DISTINCT_PHOTOS = benchSize(6, 2);
/** 10 Mbit/s. */
const LINK_BYTES_PER_SECOND = 1_250_000;
const CATCH_UP_BOUND_MS = benchSize(10 * 60_000, 2 * 60_000);
/** How long the hub's writes of the runs above may take to reach the cloud once its link is back, before the catch-up. */
const LIVE_FORWARD_BOUND_MS = 60_000;

const ms = (value: number) => `${value.toFixed(0)} ms`;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
const counted = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

interface Figures {
  fanOut: number[];
  arrival: Arrivals;
  /** CPU the server used per message and per post (ms). */
  cpu: { message: number; post: number };
}

/** The fan-out and the arrival on one server, with the CPU it used for them. */
async function figuresOf(pair: CampPair, url: string, pid: number): Promise<Figures> {
  const group = { id: pair.conversationId, poster: pair.poster, phones: pair.phones };
  const cpuBefore = cpuMs(pid);
  const fanOut = await messageFanOut(url, group, { warmUp: WARM_UP, messages: MESSAGES });
  const cpuBetween = cpuMs(pid);
  const arrival = await postArrival(url, pair.poster, pair.phones, POSTS);
  const cpu = { message: (cpuBetween - cpuBefore) / (WARM_UP + MESSAGES), post: (cpuMs(pid) - cpuBetween) / (2 * POSTS) };
  return { fanOut, arrival, cpu };
}

function sideBySide(pair: CampPair, hub: Figures, cloud: Figures): void {
  console.log(`${PHONES} phones at camp, the hub (${pair.pinned}, its link cut) beside the cloud (every core), both on PGlite`);
  console.log(`  ${''.padEnd(28)}${'hub'.padStart(10)}${'cloud'.padStart(10)}${'hub/cloud'.padStart(11)}   goal`);
  const row = (label: string, of: (f: Figures) => number, goal = '') => {
    const [h, c] = [of(hub), of(cloud)];
    console.log(
      `  ${label.padEnd(28)}${ms(h).padStart(10)}${ms(c).padStart(10)}${`${(h / Math.max(c, 1)).toFixed(1)}×`.padStart(11)}   ${goal}`,
    );
  };
  row('message fan-out p50', (f) => percentile(f.fanOut, 50));
  row('message fan-out p99', (f) => percentile(f.fanOut, 99), '< 100 ms');
  row('message fan-out max', (f) => Math.max(...f.fanOut));
  row('post arrival p50', (f) => percentile(f.arrival.now, 50));
  row('post arrival p95', (f) => percentile(f.arrival.now, 95), '< 500 ms');
  row('  by the pull alone p50', (f) => percentile(f.arrival.pulled, 50));
  row('  by the pull alone p95', (f) => percentile(f.arrival.pulled, 95));
  row('server CPU per message', (f) => f.cpu.message);
  row('server CPU per post', (f) => f.cpu.post);
  console.log(
    `  fan-out: ${counted(MESSAGES, 'message')} to the group of ${PHONES} (after ${WARM_UP} to warm up), from the row's stamp (created_at, its commit follows) to each socket receiving the message (new_message, sent before the poke)`,
  );
  console.log(
    `  arrival: ${counted(POSTS, 'post')} per rule, from the POST's 201 to the poke that carried the post, on every phone (as the app takes it); by the pull alone: to the pull that brought it (pulling when poked, as the app also does)`,
  );
  console.log(loadLine());
}

/** The catch-up, once the link is back and the writes made so far at either server are all in the cloud (the hub's forwarded). */
async function catchUpOf(pair: CampPair, expected: Held): Promise<void> {
  pair.link.restore();
  const live = await cloudReaches(pair.cloud.url, pair.hubKey, expected, LIVE_FORWARD_BOUND_MS);
  if (!live.reached)
    throw new Error(
      `the hub's writes above did not reach the cloud within ${seconds(LIVE_FORWARD_BOUND_MS)} of its link's return: it holds ${live.held.messages} of ${expected.messages} messages, ${live.held.posts} of ${expected.posts} posts`,
    );
  const pool = await campPhotos(DISTINCT_PHOTOS);
  const photos = Array.from({ length: CAMP_PHOTOS }, (_, i) => pool[i % pool.length] ?? Buffer.alloc(0));
  const result = await catchUp(
    pair,
    expected,
    { messages: CAMP_MESSAGES, photos },
    {
      bytesPerSecond: LINK_BYTES_PER_SECOND,
      boundMs: CATCH_UP_BOUND_MS,
    },
  );
  const average = result.photoBytes / Math.max(1, photos.length) / 1000;
  console.log(
    `catch-up: ${CAMP_MESSAGES} messages and ${CAMP_PHOTOS} photos (${average.toFixed(0)} KB each on average) made at the hub with its link cut, in ${seconds(result.madeMs)}`,
  );
  console.log(`  then the link back at 10 Mbit/s (${LINK_BYTES_PER_SECOND.toLocaleString('en')} B/s each way):`);
  if (result.syncedMs === null)
    console.log(
      `  NOT all in the cloud within ${seconds(CATCH_UP_BOUND_MS)}: it holds ${result.held.messages} of ${result.target.messages} messages, ${result.held.posts} of ${result.target.posts} posts`,
    );
  else console.log(`  all in the cloud after ${seconds(result.syncedMs)} (goal < 120 s)`);
  console.log(
    `  sent up ${mb(result.up)} (the photos themselves ${mb(result.photoBytes)}; at 10 Mbit/s at least ${seconds((result.up / LINK_BYTES_PER_SECOND) * 1000)} on the link alone), down ${mb(result.down)}`,
  );
  console.log(`  CPU meanwhile: the hub ${ms(result.cpu.hub)}, the cloud ${ms(result.cpu.cloud)}`);
  console.log(loadLine());
}

export async function run(): Promise<void> {
  const pair = await startCampPair(PHONES);
  try {
    const start = await cloudHolds(pair.cloud.url, pair.hubKey);
    // A camp with no internet: the hub neither forwards nor pulls while its phones are timed.
    pair.link.cut();
    const hub = await figuresOf(pair, pair.hub.url, pair.hub.child.pid ?? 0);
    const cloud = await figuresOf(pair, pair.cloud.url, pair.cloud.child.pid ?? 0);
    sideBySide(pair, hub, cloud);
    // Both servers' messages and posts of the runs above (the hub's once forwarded).
    const madeSoFar = { messages: 2 * (WARM_UP + MESSAGES), posts: 2 * POSTS };
    if (process.env.BENCH_HUB_NO_CATCH_UP) console.log('catch-up: not run (BENCH_HUB_NO_CATCH_UP is set)');
    else await catchUpOf(pair, plus(start, madeSoFar));
  } finally {
    await pair.close();
  }
}
