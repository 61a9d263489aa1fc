/**
 * `npm run bench -- realtime`: how soon a post reaches the other open phones, the rules of before and the rule of now
 * side by side in one run, on one server process (PGlite). Phones are simulated here (bench/realtime/phones.ts): a
 * live socket each, pulling when poked as the app does. Before: every poke waited out the server's second of writes,
 * then each phone 1–3 s. Pulled: the first poke of a quiet period goes at once, and it says how widely to spread the
 * pulls (contracts/replication-rules.ts); the pull brings the post. Now: the same, and the poke carries the post
 * itself. First a 30-family camp (30 phones, 10 posts per rule): from the POST's 201 to the poke or pull that brought
 * the post, on every phone. Then 2,000 phones: how the pulls spread, how many ran at once, when the last was answered
 * and the server's CPU per post.
 */
import { startServerProcess } from '../tests/support/server-process.js';
import { makePeople, openCamp } from './load/setup.js';
import { Phones, type Rule, type Wave } from './realtime/phones.js';
import { arrivalTimes, postWave } from './realtime/post-wave.js';
import { benchSize } from './support/bench-size.js';
import { cpuMs, loadLine, percentile } from './support/figures.js';
import { POKE_INTERVAL_MS, POKE_SPREAD_FROM_SOCKETS } from '../contracts/replication-rules.js';

const CAMP_PHONES = benchSize(30, 5);
const CAMP_POSTS = benchSize(10, 1);
/** As many phones as the spread rule still pokes without a spread (contracts/replication-rules.ts), all pulling at once. */
const FEW_PHONES = benchSize(POKE_SPREAD_FROM_SOCKETS, 5);
const FEW_POSTS = benchSize(3, 0);
const CROWD_PHONES = benchSize(2000, 10);
const CROWD_POSTS = benchSize(2, 1);
const RULES: { rule: Rule; label: string }[] = [
  { rule: 'before', label: 'before: 1 s batch, then 1–3 s' },
  { rule: 'pulled', label: 'pulled: at once, the poke’s spread' },
  { rule: 'now', label: 'now: the post in the poke, then pull' },
];
/** The crowd's phones only note when they would pull, which carrying the post does not change. */
const CROWD_RULES = RULES.filter((r) => r.rule !== 'now');

const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(9);

/** The most pulls in flight at one moment. */
function peakAtOnce(pulls: { start: number; end: number }[]): number {
  const edges = pulls.flatMap((p) => [
    { t: p.start, d: 1 },
    { t: p.end, d: -1 },
  ]);
  edges.sort((a, b) => a.t - b.t || a.d - b.d);
  let now = 0;
  let peak = 0;
  for (const e of edges) peak = Math.max(peak, (now += e.d));
  return peak;
}

interface Measured {
  rule: Rule;
  postedAt: number;
  wave: Wave;
  cpu: number;
}

/** Posts `count` times under each rule in turn, each post once the last poke's interval is over; answers every wave. */
async function measure(url: string, poster: string, phones: Phones, count: number, serverPid: number): Promise<Measured[]> {
  const waves: Measured[] = [];
  for (let i = 0; i < count; i += 1) {
    for (const { rule } of phones.pulling ? RULES : CROWD_RULES) {
      phones.rule = rule;
      const cpuBefore = cpuMs(serverPid);
      const { postedAt, wave } = await postWave(url, poster, phones, `realtime-${rule}-${i}-${Date.now()}`);
      waves.push({ rule, postedAt, wave, cpu: cpuMs(serverPid) - cpuBefore });
      // The next post starts a quiet period of its own, as a lone change does.
      await new Promise((resolve) => setTimeout(resolve, POKE_INTERVAL_MS + 200));
    }
  }
  return waves;
}

/** Phones that pull: from the POST's 201 to the poke or pull that brought the post, on every phone. */
const campTable = (phones: number, posts: number) => (waves: Measured[]) => {
  console.log(
    `${phones} open phones that pull, ${posts} posts per rule: from the POST's 201 to the poke or pull that brought the post, every phone`,
  );
  console.log(
    `  ${'rule'.padEnd(36)}${'p50'.padStart(9)}${'p95'.padStart(9)}${'max'.padStart(9)}${'at once'.padStart(9)}${'CPU/pull'.padStart(10)}${'waited p50, p95'.padStart(20)}`,
  );
  const p95s: number[] = [];
  for (const { rule, label } of RULES) {
    const mine = waves.filter((w) => w.rule === rule);
    const times = arrivalTimes(mine);
    const waited = mine.flatMap((w) => w.wave.pulls.map((p) => p.start - w.postedAt));
    const atOnce = percentile(
      mine.map((w) => peakAtOnce(w.wave.pulls)),
      50,
    );
    const perPull = percentile(
      mine.map((w) => w.cpu / Math.max(1, w.wave.pulls.length)),
      50,
    );
    p95s.push(percentile(times, 95));
    console.log(
      `  ${label.padEnd(36)}${ms(percentile(times, 50))}${ms(percentile(times, 95))}${ms(Math.max(...times))}${String(atOnce).padStart(9)}${`${perPull.toFixed(1)} ms`.padStart(10)}  ${ms(percentile(waited, 50))}${ms(percentile(waited, 95))}`,
    );
  }
  const [before = 0, pulled = 0, now = 1] = p95s;
  const sooner = (than: number) => (than / Math.max(now, 1)).toFixed(1);
  console.log(
    `  p95 now ${sooner(before)}× sooner than before, ${sooner(pulled)}× than pulled; at once: most pulls in flight (median post); CPU: the server's;`,
  );
  console.log('  waited: the pulls’ start after the 201 (the rule’s own wait; the rest is the server answering the pulls)');
  console.log(loadLine());
};

/** A crowd: the phones hear the poke through their sockets and note when they would pull, by each rule. */
const crowdTable = (phones: number, posts: number) => (waves: Measured[]) => {
  console.log(`${phones} open phones, ${posts} post(s) per rule, the pulls' schedule (figures: the median post)`);
  console.log(
    `  ${'rule'.padEnd(36)}${'spread'.padStart(9)}${'last poke'.padStart(11)}${'pulls over'.padStart(12)}${'per 100 ms'.padStart(12)}${'last pull'.padStart(11)}${'CPU'.padStart(9)}`,
  );
  for (const { rule, label } of CROWD_RULES) {
    const mine = waves.filter((w) => w.rule === rule);
    const median = (f: (w: Measured) => number) => percentile(mine.map(f), 50);
    const starts = (w: Measured) => w.wave.pulls.map((p) => p.start);
    const spread = median((w) => percentile(w.wave.spreads, 50));
    const busiest = (w: Measured) => {
      const slots = new Map<number, number>();
      starts(w).forEach((t) => slots.set(Math.floor(t / 100), (slots.get(Math.floor(t / 100)) ?? 0) + 1));
      return Math.max(...slots.values());
    };
    console.log(
      `  ${label.padEnd(36)}${(rule === 'before' ? '1–3 s' : `${spread} ms`).padStart(9)}${ms(median((w) => Math.max(...w.wave.heard) - w.postedAt)).padStart(11)}` +
        `${ms(median((w) => Math.max(...starts(w)) - Math.min(...starts(w)))).padStart(12)}${String(median(busiest)).padStart(12)}` +
        `${ms(median((w) => Math.max(...starts(w)) - w.postedAt)).padStart(11)}${ms(median((w) => w.cpu))}`,
    );
  }
  console.log("  spread: the poke's spread_ms; last poke: the last phone heard it, after the 201; pulls over: first pull to last;");
  console.log(
    "  per 100 ms: most pulls starting in 100 ms (what the server must answer); last pull: started after the 201; CPU: the server's for the post and its pokes",
  );
  console.log(loadLine());
};

export async function run(): Promise<void> {
  const camp = await openCamp();
  const people = await makePeople(camp, CROWD_PHONES + 1, 'camper');
  await camp.database.close();
  const server = await startServerProcess(camp.env, { raiseFileLimit: true });
  try {
    const [poster, ...phonesOf] = people;
    if (!poster) throw new Error('no poster');
    const first = await fetch(`${server.url}/api/pull`, { headers: { authorization: `Bearer ${poster.token}` } });
    const { cursor } = (await first.json()) as { cursor: string };
    const parts = [
      { size: CAMP_PHONES, posts: CAMP_POSTS, pulls: true, table: campTable(CAMP_PHONES, CAMP_POSTS) },
      { size: FEW_PHONES, posts: FEW_POSTS, pulls: true, table: campTable(FEW_PHONES, FEW_POSTS) },
      { size: CROWD_PHONES, posts: CROWD_POSTS, pulls: false, table: crowdTable(CROWD_PHONES, CROWD_POSTS) },
    ];
    for (const { size, posts, pulls, table } of parts.filter((p) => p.posts > 0)) {
      const phones = new Phones(
        server.url,
        phonesOf.slice(0, size).map((p) => p.token),
        cursor,
        pulls,
      );
      await phones.open();
      try {
        table(await measure(server.url, poster.token, phones, posts, server.child.pid ?? 0));
      } finally {
        await phones.close();
      }
    }
  } finally {
    await server.stop();
    await camp.drop();
  }
}
