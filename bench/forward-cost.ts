/**
 * `npm run bench -- forward-cost`: what one chat message made at camp costs the cloud when a camp hub forwards it
 * (POST /api/hub/forward, 100 to a request, as a catch-up sends them), and when a phone syncs it (POST /api/sync):
 * the SQL statements per message (BEGIN and COMMIT counted) and this process's CPU per message, on PGlite, to one
 * group conversation of a dozen campers. BENCH_FORWARD_LOG=1 also prints the statements of one forwarded message.
 */
import { benchPeople } from './support/bench-people.js';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Conversation } from '../contracts/chat.js';
import type { ForwardedOperation, ForwardedResult } from '../contracts/hub-forward.js';
import type { SyncResult } from '../contracts/batch.js';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { openDatabase } from '../server/db/client.js';
import { tableChangesOf } from '../server/db/table-changes.js';
import { benchSize } from './support/bench-size.js';

const MESSAGES = benchSize(500, 20);
const PER_REQUEST = benchSize(100, 10);
const MEMBERS = 12;

interface Cost {
  statements: number;
  cpuMs: number;
}

/** The statements and CPU `work` costs, per message of `messages`. */
async function costOf(app: FastifyInstance, messages: number, work: () => Promise<void>): Promise<Cost> {
  const changes = tableChangesOf(app.ctx.database.db);
  if (!changes) throw new Error('the statements are counted on PGlite only');
  let statements = 0;
  const stop = changes.hear(() => (statements += 1));
  const cpu = process.cpuUsage();
  try {
    await work();
  } finally {
    stop();
  }
  const { user, system } = process.cpuUsage(cpu);
  return { statements: statements / messages, cpuMs: (user + system) / 1000 / messages };
}

/** `count` chat messages of the sender to the conversation, in requests of PER_REQUEST, through `send`. */
async function sendAll<R extends { status: number }>(count: number, send: (bodies: { id: string; content: string }[]) => Promise<R[]>) {
  for (let sent = 0; sent < count; sent += PER_REQUEST) {
    const bodies = Array.from({ length: Math.min(PER_REQUEST, count - sent) }, (_, i) => ({
      id: randomUUID(),
      content: `Message ${sent + i} from the lake`,
    }));
    const results = await send(bodies);
    const wrong = results.find((r) => r.status !== 201);
    if (results.length !== bodies.length || wrong) throw new Error(`a message was not made: ${JSON.stringify(wrong ?? results.length)}`);
  }
}

export async function run(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cw-bench-forward-'));
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-bench-secret', STATIC_DIR: path.join(dataDir, 'none') });
  const database = await openDatabase({ dataDir: 'memory://' });
  const app = await buildApp({ config, database });
  await app.ready();
  try {
    const { rows, tokens } = await benchPeople(database.db, config.jwtSecret, MEMBERS + 1, 'admin');
    const [admin, sender, ...others] = rows;
    if (!admin || !sender) throw new Error('no users');
    const auth = (u: typeof admin) => ({ authorization: `Bearer ${tokens[rows.indexOf(u)] ?? ''}` });
    const made = await app.inject({
      method: 'POST',
      url: '/api/admin/hub-keys',
      headers: auth(admin),
      payload: { label: 'Bench hub' },
    });
    const hubKey = made.json<{ key: string }>().key;
    const senderAuth = auth(sender);
    const conversation = (
      await app.inject({
        method: 'POST',
        url: '/api/conversations',
        headers: senderAuth,
        payload: { type: 'group', name: 'Cabin 4', member_ids: others.map((u) => u.id) },
      })
    ).json<Conversation>();

    const asSent = (body: { id: string; content: string }) => ({
      command: 'chat.message.send',
      params: { id: conversation.id },
      method: 'POST' as const,
      path: `/conversations/${conversation.id}/messages`,
      body,
    });
    let seq = 0;
    const forward = async (bodies: { id: string; content: string }[]) => {
      const operations: ForwardedOperation[] = bodies.map((body) => ({
        seq: (seq += 1),
        user_id: sender.id,
        key: randomUUID(),
        ...asSent(body),
      }));
      const res = await app.inject({
        method: 'POST',
        url: '/api/hub/forward',
        headers: { authorization: `Hub ${hubKey}` },
        payload: { operations },
      });
      return res.json<{ results: ForwardedResult[] }>().results;
    };
    const sync = async (bodies: { id: string; content: string }[]) => {
      const operations = bodies.map((body) => ({ id: randomUUID(), ...asSent(body) }));
      const res = await app.inject({ method: 'POST', url: '/api/sync', headers: senderAuth, payload: { operations } });
      return res.json<{ results: SyncResult[] }>().results;
    };

    // Warm: every statement prepared once, as on a cloud that has run a while.
    await sendAll(PER_REQUEST, forward);
    await sendAll(PER_REQUEST, sync);
    if (process.env.BENCH_FORWARD_LOG) {
      const changes = tableChangesOf(database.db);
      const stop = changes?.hear((text) => console.log(`    ${text.replace(/\s+/g, ' ').slice(0, 220)}`));
      console.log('  the statements of one forwarded message:');
      await forward([{ id: randomUUID(), content: 'One to look at' }]);
      stop?.();
    }

    const forwarded = await costOf(app, MESSAGES, () => sendAll(MESSAGES, forward));
    const synced = await costOf(app, MESSAGES, () => sendAll(MESSAGES, sync));
    console.log(`${MESSAGES} chat messages to a group of ${MEMBERS}, ${PER_REQUEST} to a request, on PGlite`);
    const line = (label: string, cost: Cost) =>
      console.log(
        `  ${label.padEnd(22)}${cost.statements.toFixed(1).padStart(6)} statements${cost.cpuMs.toFixed(2).padStart(8)} ms CPU per message`,
      );
    line('POST /api/hub/forward', forwarded);
    line('POST /api/sync', synced);
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
