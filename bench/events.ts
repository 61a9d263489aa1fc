/**
 * Events and polls under a camp-sized rush: 200 campers RSVP at once for a 30-place event (the
 * place lock queues them), every camper then loads the schedule, and all vote on one poll at once.
 * Prints the time taken, the latency percentiles and that no event was overfilled.
 */
import { benchPeople } from './support/bench-people.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { CampEvent } from '../contracts/events.js';
import type { Poll } from '../contracts/polls.js';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { openDatabase } from '../server/db/client.js';
import { seed } from '../server/db/seed/index.js';
import { benchSize } from './support/bench-size.js';

const CAMPERS = benchSize(200, 10);
const PLACES = benchSize(30, 5);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await work();
  return { value, ms: performance.now() - start };
}

export async function run(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cw-bench-events-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-bench-secret',
    STATIC_DIR: path.join(dataDir, 'none'),
    ADMIN_EMAIL: 'admin@bench.test',
    ADMIN_PASSWORD: 'bench-password',
  });
  const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir: 'memory://' });
  await seed(database.db, config);
  const app = await buildApp({ config, database });
  await app.ready();
  try {
    const { tokens } = await benchPeople(database.db, config.jwtSecret, CAMPERS + 1, 'admin');
    const [adminToken = '', ...campers] = tokens;
    const as = (token: string) => ({ authorization: `Bearer ${token}` });
    const event = (
      await app.inject({
        method: 'POST',
        url: '/api/admin/events',
        headers: as(adminToken),
        payload: { title: 'Bench Hike', event_time: new Date(Date.now() + 7 * 86_400_000).toISOString(), capacity: PLACES },
      })
    ).json<CampEvent>();

    const rsvps = await timed(() =>
      Promise.all(
        campers.map(async (t) => timed(() => app.inject({ method: 'POST', url: `/api/events/${event.id}/register`, headers: as(t) }))),
      ),
    );
    const codes = rsvps.value.map((r) => r.value.statusCode);
    const lat = rsvps.value.map((r) => r.ms).sort((a, b) => a - b);
    const final = (await app.inject({ method: 'GET', url: '/api/events', headers: as(adminToken) }))
      .json<CampEvent[]>()
      .find((e) => e.id === event.id);
    console.log(
      `RSVP rush (${database.kind}): ${CAMPERS} campers at once for ${PLACES} places in ${ms(rsvps.ms)}: ${codes.filter((c) => c === 200).length} registered, ${codes.filter((c) => c === 409).length} told 'This event is full'; stored count ${final?.registration_count ?? '?'}`,
    );
    console.log(`  RSVP latency p50 ${ms(percentile(lat, 50))}, p95 ${ms(percentile(lat, 95))}, max ${ms(lat.at(-1) ?? 0)}`);

    const cpu = process.cpuUsage();
    const lists = await timed(() =>
      Promise.all(campers.map(async (t) => timed(() => app.inject({ method: 'GET', url: '/api/events', headers: as(t) })))),
    );
    const used = process.cpuUsage(cpu);
    const listLat = lists.value.map((r) => r.ms).sort((a, b) => a - b);
    const bytes = lists.value[0]?.value.body.length ?? 0;
    console.log(
      `GET /events by ${CAMPERS} campers at once: ${ms(lists.ms)} in all, p50 ${ms(percentile(listLat, 50))}, p95 ${ms(percentile(listLat, 95))} (goal p95 <= 100 ms); ${bytes} bytes each`,
    );
    // CPU time is what the server spends; wall times also carry whatever else the machine runs.
    console.log(
      `  server CPU ${ms((used.user + used.system) / 1000 / CAMPERS)} per reader (auth, schedule, JSON, ETag); load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores`,
    );
    const etag = lists.value[0]?.value.headers.etag;
    const unchanged = await app.inject({
      method: 'GET',
      url: '/api/events',
      headers: { ...as(campers[0] ?? ''), 'if-none-match': String(etag) },
    });
    console.log(`  unchanged schedule with If-None-Match: ${unchanged.statusCode}, ${unchanged.body.length} bytes`);

    const poll = (
      await app.inject({
        method: 'POST',
        url: '/api/admin/polls',
        headers: as(adminToken),
        payload: { question: 'Bench?', options: ['A', 'B', 'C'] },
      })
    ).json<Poll>();
    const votes = await timed(() =>
      Promise.all(
        campers.map((t, i) =>
          app.inject({ method: 'POST', url: `/api/polls/${poll.id}/vote`, headers: as(t), payload: { optionId: poll.options[i % 3]?.id } }),
        ),
      ),
    );
    const tally = (await app.inject({ method: 'GET', url: '/api/polls', headers: as(adminToken) }))
      .json<Poll[]>()
      .find((p) => p.id === poll.id);
    console.log(
      `Poll rush: ${CAMPERS} votes at once in ${ms(votes.ms)}; counted ${tally?.totalVotes ?? '?'} (${tally?.options.map((o) => o.votes).join('/') ?? ''})`,
    );
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
