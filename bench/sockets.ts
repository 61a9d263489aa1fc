/**
 * 2,000 live phones: authenticated websockets through HAProxy (deploy/haproxy.cfg), spread over two
 * instances on one PostgreSQL and one Redis; an organizer sends 5 broadcasts to warm up, then 20 measured
 * ones, to all of them one after another. Prints the fan-out latency (send to every socket's receipt: p50, p99, max) and each instance's
 * memory, then the same run with one instance. The phones' sockets live in processes of their own
 * (bench/sockets/phones.ts), which note each receipt's time as it is read; the run also prints where the
 * time goes (until the first socket heard it, first to last, each instance's sockets) and the CPU each
 * process used per broadcast: on one machine, the phones' CPU is taken from the servers'. Needs PostgreSQL (DATABASE_URL or TEST_DATABASE_URL, else 127.0.0.1:5432)
 * and Redis (REDIS_URL or TEST_REDIS_URL, else 127.0.0.1:6379). Open-file limits are raised to the hard
 * limit for the servers, HAProxy and (by running itself again) this process.
 */
import { benchPeople } from './support/bench-people.js';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../server/db/client.js';
import { conversationMembers, conversations } from '../server/db/schema/index.js';
import { startHaproxy } from '../tests/support/haproxy.js';
import { haproxyPath } from '../tests/support/haproxy-path.mjs';
import { dropDatabase, withAdmin } from '../tests/support/postgres-admin.js';
import { RAISED, startServerProcess, type ServerProcess } from '../tests/support/server-process.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../tests/support/test-admin.js';
import { fanOut, memoryOf, type Broadcast, type FanOut } from './sockets/fan-out.js';
import { benchSize } from './support/bench-size.js';

const SOCKETS = benchSize(2000, 20);
const MESSAGES = benchSize(20, 2);
/**
 * Broadcasts sent first and reported apart: on new instances the first few run unoptimised code on new
 * connections (50–100% slower here), which a camp's server that has run for a while has left behind.
 */
const WARM_UP = benchSize(5, 1);
// The phones' processes: one per core, so receipts on either are read as they arrive.
const PHONE_PROCESSES = 2;
const SECRET = 'bench-sockets-secret-0123456789';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** This process needs a file per socket too: below that, the bench runs itself again with the hard limit. */
function rerunWithRaisedLimit(): boolean {
  const soft = Number(spawnSync('/bin/sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).stdout.trim());
  if (!Number.isFinite(soft) || soft >= SOCKETS + 500 || process.env.CW_BENCH_RAISED) return false;
  const run = spawnSync('/bin/sh', ['-c', RAISED, process.execPath, '--import', 'tsx', path.resolve('bench/run.ts'), 'sockets'], {
    stdio: 'inherit',
    env: { ...process.env, CW_BENCH_RAISED: '1' },
  });
  if (run.status !== 0) throw new Error('the socket bench failed');
  return true;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const spreadOf = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  return `p50 ${ms(percentile(sorted, 50))}   p99 ${ms(percentile(sorted, 99))}   max ${ms(sorted.at(-1) ?? 0)}`;
};

function report(instances: number, { warmUp, broadcasts, spread, cpu }: FanOut): void {
  const latencies = broadcasts.flatMap((b) => b.receipts.map((r) => r.at - b.sentAt));
  const where =
    instances === 1 ? 'one instance' : `two instances (${[...spread.entries()].map(([k, v]) => `${k}: ${v}`).join(', ')} sockets)`;
  console.log(
    `${SOCKETS} sockets through HAProxy on ${where}, ${MESSAGES} broadcasts: ${latencies.length} of ${SOCKETS * MESSAGES} deliveries`,
  );
  console.log(`  fan-out ${spreadOf(latencies)}`);
  const cold = warmUp.flatMap((b) => b.receipts.map((r) => r.at - b.sentAt));
  console.log(`  before them, the first ${WARM_UP} broadcasts after the instances started: ${spreadOf(cold)}`);
  // Other work on the machine takes CPU from the instances, HAProxy and the phones alike.
  console.log(
    `  machine load (1, 5, 15 min): ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')} on ${availableParallelism()} cores`,
  );
  const first = (receipts: { at: number }[]) => Math.min(...receipts.map((r) => r.at));
  const last = (receipts: { at: number }[]) => Math.max(...receipts.map((r) => r.at));
  console.log(`  the first socket heard it: ${spreadOf(broadcasts.map((b) => first(b.receipts) - b.sentAt))}`);
  console.log(`  from the first socket to the last: ${spreadOf(broadcasts.map((b) => last(b.receipts) - first(b.receipts)))}`);
  console.log(`  the POST answered: ${spreadOf(broadcasts.map((b) => b.answeredAt - b.sentAt))}`);
  if (instances === 2) {
    const on = (same: boolean) =>
      broadcasts.flatMap((b) => b.receipts.filter((r) => (r.by === b.answeredBy) === same).map((r) => r.at - b.sentAt));
    console.log(`  sockets on the instance that took the POST: ${spreadOf(on(true))}`);
    console.log(`  sockets on the other instance (through NOTIFY): ${spreadOf(on(false))}`);
    const firstOn = (b: Broadcast, same: boolean) => first(b.receipts.filter((r) => (r.by === b.answeredBy) === same));
    console.log(
      `  the other instance's first socket, after the first on the instance that took the POST: ${spreadOf(broadcasts.map((b) => firstOn(b, false) - firstOn(b, true)))}`,
    );
  }
  const each = (total: number) => `${(total / MESSAGES).toFixed(0)} ms`;
  console.log(
    `  CPU per broadcast: instances ${cpu.instances.map(each).join(', ')}; HAProxy ${each(cpu.proxy)}; phones ${each(cpu.phones)}; poster ${each(cpu.poster)}`,
  );
}

async function runOn(instances: ServerProcess[], tokens: string[], organizer: string, conversationId: string): Promise<void> {
  const [a, b = a] = instances as [ServerProcess, ServerProcess?];
  const proxy = await startHaproxy([a.url, (b ?? a).url], { raiseFileLimit: true });
  const pids = instances.map((i) => i.child.pid ?? 0);
  try {
    const headers = { authorization: `Bearer ${organizer}`, 'content-type': 'application/json' };
    const post = async (content: string) => {
      const res = await fetch(`${proxy.url}/api/conversations/${conversationId}/messages`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ content, type: 'text' }),
      });
      if (res.status !== 201) throw new Error(`message refused: ${res.status}`);
      return res.headers.get('x-served-by') ?? '';
    };
    const idle = memoryOf(pids);
    let open = '';
    const result = await fanOut(proxy.url, tokens, post, {
      warmUp: WARM_UP,
      messages: MESSAGES,
      processes: PHONE_PROCESSES,
      pids: { instances: pids, proxy: proxy.pid },
      onOpen: () => (open = memoryOf(pids)),
    });
    report(instances.length, result);
    console.log(`  memory (RSS) per instance: ${idle} before the sockets, ${open} with them open, ${memoryOf(pids)} after the broadcasts`);
  } finally {
    await proxy.close();
  }
}

export async function run(): Promise<void> {
  if (rerunWithRaisedLimit()) return;
  const adminUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const redisUrl = process.env.REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const name = `cw_bench_sockets_${randomBytes(4).toString('hex')}`;
  if (!haproxyPath()) return console.log('sockets: skipped, HAProxy is not installed (node scripts/ensure-haproxy.mjs installs it)');
  try {
    await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ECONNREFUSED') throw err;
    return console.log(`sockets: skipped, no PostgreSQL answers at ${new URL(adminUrl).host} (set DATABASE_URL or TEST_DATABASE_URL)`);
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  try {
    const people = await benchPeople(database.db, SECRET, SOCKETS + 1, 'organizer');
    const { rows } = people;
    const [organizer = '', ...tokens] = people.tokens;
    // The whole camp's broadcast (the app creates one with at most 500 chosen members; this one has everyone).
    const [everyone] = await database.db
      .insert(conversations)
      .values({ type: 'broadcast', name: 'Everyone', createdBy: rows[0]?.id })
      .returning();
    if (!everyone) throw new Error('no conversation');
    await database.db.insert(conversationMembers).values(rows.map((u) => ({ conversationId: everyone.id, userId: u.id })));
    const env = {
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl,
      REDIS_PREFIX: `cw-bench-${name}:`,
      JWT_SECRET: SECRET,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      TRUST_PROXY: '127.0.0.1',
      NODE_ENV: 'production',
    };
    const start = (i: number) =>
      startServerProcess({ ...env, DATA_DIR: path.join('/tmp', `${name}-${i}`), STATIC_DIR: '/nonexistent' }, { raiseFileLimit: true });
    for (const count of [2, 1]) {
      // One after another: the first start on a new database creates its tables and administrator.
      const instances: ServerProcess[] = [];
      for (let i = 0; i < count; i += 1) instances.push(await start(i));
      try {
        await runOn(instances, tokens, organizer, everyone.id);
      } finally {
        await Promise.all(instances.map((i) => i.stop()));
      }
    }
  } finally {
    await database.close();
    await dropDatabase(adminUrl, name);
  }
}
