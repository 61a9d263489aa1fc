/**
 * The chaos run's camp: the real server as its own process on a PGlite data folder (which survives kill -9, as
 * tests/server/crash-exactly-once.test.ts shows), or on a fresh PostgreSQL database, and what the run creates
 * through the API before the phones open: campers, a group chat, upcoming events, open polls and posts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { dropDatabase, withAdmin } from '../support/postgres-admin.js';
import { apiLogin, approvedCamper, type Session } from '../support/e2e-session.js';
import { CAMPER_PASSWORD, daysFromNow } from '../support/scenario-world.js';
import { freePort, startServerProcess, type ServerProcess } from '../support/server-process.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/test-admin.js';

export interface Camper {
  email: string;
  name: string;
  session: Session;
}

interface CampThings {
  conversation: { id: string; name: string };
  events: { id: string; title: string }[];
  polls: { id: string; question: string; options: { id: string; text: string }[] }[];
  posts: { id: string; caption: string }[];
}

export interface Camp extends CampThings {
  url: string;
  campers: Camper[];
  /** One JSON call to the server (not through a relay) as `who`. */
  api<T>(who: Session, method: string, path: string, body?: object): Promise<{ status: number; body: T }>;
  /** kill -9, then the server again on the same data and port. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

const FIRST_NAMES = ['Alder', 'Brook', 'Cedar', 'Dune', 'Fern', 'Heath'];

/** A new database on the PostgreSQL server at `adminUrl`, and how to drop it. */
async function freshPostgres(adminUrl: string, seed: number): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `cw_chaos_${seed}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropDatabase(adminUrl, name) };
}

/** The camp's server on PGlite in a new folder, or (given `postgresAdminUrl`) on a new database of that PostgreSQL server. */
export async function startCamp(opts: { campers: number; seed: number; postgresAdminUrl?: string }): Promise<Camp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cw-chaos-'));
  const postgres = opts.postgresAdminUrl ? await freshPostgres(opts.postgresAdminUrl, opts.seed) : undefined;
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    JWT_SECRET: 'chaos-secret-chaos-secret',
    STATIC_DIR: path.resolve(process.env.E2E_DIST ?? 'dist'),
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  };
  const port = await freePort();
  let server: ServerProcess = await startServerProcess(env, { port });
  const url = server.url;
  const api = async <T>(who: Session, method: string, route: string, body?: object) => {
    const send = () =>
      fetch(`${url}/api${route}`, {
        method,
        headers: { authorization: `Bearer ${who.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
    let res = await send();
    // A busy PGlite server sheds load with 503 and Retry-After (server/http/db-queue.ts); the app retries, so do we.
    for (let tries = 0; res.status === 503 && tries < 30; tries += 1) {
      await new Promise((r) => setTimeout(r, 2000));
      res = await send();
    }
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
  };
  const admin = await apiLogin(url);
  const campers: Camper[] = [];
  for (const [i, first] of FIRST_NAMES.slice(0, opts.campers).entries()) {
    const email = `${first.toLowerCase()}.${opts.seed}@chaos.test`;
    const session = await approvedCamper(url, admin, {
      email,
      password: CAMPER_PASSWORD,
      first_name: first,
      last_name: `Chaos${i}`,
      date_of_birth: '1990-04-12',
    });
    campers.push({ email, name: `${first} Chaos${i}`, session });
  }
  const things = await createThings(api, admin, campers);
  return {
    url,
    campers,
    api,
    ...things,
    async restart() {
      await server.kill();
      server = await startServerProcess(env, { port });
    },
    async close() {
      await server.stop();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Api = Camp['api'];

async function created<T>(call: Promise<{ status: number; body: T }>, what: string): Promise<T> {
  const res = await call;
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function createThings(api: Api, admin: Session, campers: Camper[]): Promise<CampThings> {
  const name = 'Chaos crew';
  const members = campers.map((c) => c.session.user.id);
  const conversation = await created(
    api<{ id: string }>(admin, 'POST', '/conversations', { type: 'group', name, member_ids: members }),
    'the group chat',
  );
  const events = [];
  for (const title of ['Chaos canoe race', 'Chaos night hike', 'Chaos pancake breakfast']) {
    const body = { title, event_time: daysFromNow(2), location: 'Lake', capacity: 1000 };
    events.push(await created(api<{ id: string; title: string }>(admin, 'POST', '/admin/events', body), title));
  }
  const polls = [];
  for (const question of ['Chaos: which lake game?', 'Chaos: which campfire song?', 'Chaos: which breakfast?']) {
    const body = { question, options: ['First choice', 'Second choice', 'Third choice'] };
    polls.push(await created(api<CampThings['polls'][number]>(admin, 'POST', '/admin/polls', body), question));
  }
  const posts = [];
  for (const caption of ['Chaos: the dock at dawn', 'Chaos: canoes on the rack', 'Chaos: the big campfire']) {
    posts.push(await created(api<{ id: string; caption: string }>(admin, 'POST', '/posts', { caption }), caption));
  }
  return { conversation: { id: conversation.id, name }, events, polls, posts };
}
