/**
 * `npm run bench -- load`: a camp-sized rush. LOAD_CAMPERS campers (500) for LOAD_SECONDS (60) on
 * PGlite, then on PostgreSQL when TEST_DATABASE_URL (or LOAD_PG_URL) names a server: a mix of feed,
 * events, polls, likes, RSVPs, votes and chat, each camper waiting 1 to 7 s between actions. Prints
 * throughput, latency quantiles, slow and failed requests, and checks the data stayed consistent.
 * Then the capacity of each database: LOAD_CAPACITY_CAMPERS (40) campers with the same mix and no
 * pause for LOAD_CAPACITY_SECONDS (15), so throughput is what the server can serve, not what the
 * campers ask; the two databases' capacities are printed side by side with their ratio.
 * LOAD_DATABASES=pglite|postgres runs one database; LOAD_NO_KEYS=1 sends writes without an
 * Idempotency-Key (to see what exactly-once transactions cost); LOAD_PG_INSTANCES=2 measures
 * PostgreSQL's capacity with that many server instances (fanning out through LISTEN/NOTIFY), the
 * campers spread over them.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client.js';
import { startServerProcess } from '../tests/support/server-process.js';
import { camperLoop, flatOut, type Sample, type World } from './load/campers.js';
import { report, type Figures } from './load/report.js';
import { makePeople, openCamp } from './load/setup.js';
import { benchSize } from './support/bench-size.js';

const CAMPERS = Number(process.env.LOAD_CAMPERS ?? benchSize(500, 10));
const SECONDS = Number(process.env.LOAD_SECONDS ?? benchSize(60, 3));
const CAPACITY_CAMPERS = Number(process.env.LOAD_CAPACITY_CAMPERS ?? benchSize(40, 3));
const CAPACITY_SECONDS = Number(process.env.LOAD_CAPACITY_SECONDS ?? benchSize(15, 2));
const GROUP_SIZE = 20;
const PG_INSTANCES = Math.max(1, Number(process.env.LOAD_PG_INSTANCES ?? 1));

async function call<T>(url: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function buildWorld(url: string, admin: string, campers: { id: string }[]): Promise<World> {
  const events: string[] = [];
  for (let i = 0; i < 10; i += 1)
    events.push(
      (
        await call<{ id: string }>(url, admin, 'POST', '/api/admin/events', {
          title: `Activity ${i}`,
          event_time: new Date(Date.now() + 7 * 86_400_000).toISOString(),
          location: 'Lake',
          capacity: 30,
        })
      ).id,
    );
  const polls: World['polls'] = [];
  for (let i = 0; i < 4; i += 1) {
    const poll = await call<{ id: string; options: { id: string }[] }>(url, admin, 'POST', '/api/admin/polls', {
      question: `Dinner ${i}?`,
      options: ['Pizza', 'Tacos', 'Curry'],
    });
    polls.push({ id: poll.id, options: poll.options.map((o) => o.id) });
  }
  const posts: string[] = [];
  for (let i = 0; i < 30; i += 1)
    posts.push((await call<{ id: string }>(url, admin, 'POST', '/api/posts', { caption: `Camp moment ${i}` })).id);
  const chats = new Map<string, string>();
  for (let g = 0; g * GROUP_SIZE < campers.length; g += 1) {
    const members = campers.slice(g * GROUP_SIZE, (g + 1) * GROUP_SIZE);
    const chat = await call<{ id: string }>(url, admin, 'POST', '/api/conversations', {
      type: 'group',
      name: `Cabin ${g}`,
      member_ids: members.map((m) => m.id),
    });
    for (const m of members) chats.set(m.id, chat.id);
  }
  return { url, events, polls, posts, chats };
}

/** Capacities held, one vote per camper per poll, every acknowledged message stored once. */
async function consistency(database: Database, acknowledged: number): Promise<string> {
  const db = database.db;
  const over = await db.execute(
    sql`select count(*)::int as n from (select e.id from events e left join event_registrations r on r.event_id = e.id group by e.id, e.capacity having e.capacity > 0 and count(r.user_id) > e.capacity) x`,
  );
  const stored = await db.execute(
    sql`select count(*)::int as n from messages m join users u on u.id = m.sender_id where u.role = 'camper'`,
  );
  const n = (r: unknown) => Number((r as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  const problems = [
    n(over) > 0 ? `${n(over)} events over capacity` : '',
    n(stored) !== acknowledged ? `${n(stored)} messages stored for ${acknowledged} acknowledged` : '',
  ].filter(Boolean);
  return problems.length
    ? `INCONSISTENT: ${problems.join('; ')}`
    : `consistent (capacities held, ${acknowledged} acknowledged messages stored once)`;
}

/** The server runs as its own process (as in production), so the campers' side does not share its event loop. Answers the capacity figures. */
async function runOn(label: string, pgUrl?: string): Promise<Figures> {
  const camp = await openCamp(pgUrl);
  const [admin] = await makePeople(camp, 1, 'admin');
  const campers = await makePeople(camp, CAMPERS, 'camper');
  await camp.database.close();
  const server = await startServerProcess(camp.env);
  try {
    const world = await buildWorld(server.url, admin?.token ?? '', campers);
    const samples: Sample[] = [];
    const sent = { messages: 0 };
    const until = Date.now() + SECONDS * 1000;
    await Promise.all(campers.map((c) => camperLoop(world, c, until, samples, sent)));
    report(`${label}, ${CAMPERS} campers, ${SECONDS} s`, samples, SECONDS);
    const flat: Sample[] = [];
    // PostgreSQL can serve from several instances; PGlite lives inside its one server.
    const more = pgUrl ? await Promise.all(Array.from({ length: PG_INSTANCES - 1 }, () => startServerProcess(camp.env))) : [];
    const worlds = [world, ...more.map((s) => ({ ...world, url: s.url }))];
    const capacityUntil = Date.now() + CAPACITY_SECONDS * 1000;
    await Promise.all(
      campers
        .slice(0, CAPACITY_CAMPERS)
        .map((c, i) => camperLoop(worlds[i % worlds.length] ?? world, c, capacityUntil, flat, sent, flatOut)),
    );
    await Promise.all(more.map((s) => s.stop()));
    const instances = worlds.length > 1 ? `, ${worlds.length} server instances` : '';
    const capacity = report(
      `${label} capacity, ${CAPACITY_CAMPERS} campers without pauses, ${CAPACITY_SECONDS} s${instances}`,
      flat,
      CAPACITY_SECONDS,
    );
    await server.stop();
    const database = await camp.reopen();
    console.log(`${label}: ${await consistency(database, sent.messages)}`);
    await database.close();
    return capacity;
  } finally {
    await server.kill();
    await camp.drop();
  }
}

/** LOAD_DATABASES=pglite or =postgres runs one of the two. */
export async function run(): Promise<void> {
  const only = process.env.LOAD_DATABASES ?? 'pglite,postgres';
  const pglite = only.includes('pglite') ? await runOn('PGlite') : undefined;
  const pgUrl = process.env.LOAD_PG_URL ?? process.env.TEST_DATABASE_URL;
  if (!only.includes('postgres')) return;
  if (!pgUrl) return console.log('PostgreSQL: skipped (set TEST_DATABASE_URL or LOAD_PG_URL)');
  const postgres = await runOn('PostgreSQL', pgUrl);
  if (pglite) {
    const side = (name: string, f: Figures) =>
      `${name} ${f.rps.toFixed(0)} requests/s (p50 ${f.p50.toFixed(0)} ms, p99 ${f.p99.toFixed(0)} ms)`;
    console.log(
      `Capacity: ${side('PGlite', pglite)}, ${side('PostgreSQL', postgres)}: PostgreSQL serves ${(postgres.rps / pglite.rps).toFixed(2)}x PGlite's throughput`,
    );
  }
}
