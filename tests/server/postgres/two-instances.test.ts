/**
 * Two server processes on one PostgreSQL database, one Redis and one bucket, behind HAProxy with the
 * repository's deploy/haproxy.cfg: what campers notice when a camp runs on several machines.
 * PostgreSQL and Redis only (CI sets TEST_DATABASE_URL and TEST_REDIS_URL).
 */
import { randomUUID } from 'node:crypto';
import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Database } from '../../../server/db/client.js';
import { jobLeases, posts, users } from '../../../server/db/schema/index.js';
import { signToken } from '../../../server/auth/jwt.js';
import { LOGIN_FAILURES_PER_MINUTE } from '../../../server/auth/routes.js';
import { multipartBody, phoneJpeg } from '../../support/posts-helpers.js';
import { testRedisUrl } from '../../support/test-redis.js';
import { openTestDatabase } from '../../support/test-database.js';
import { JWT_SECRET, startTwoInstances, type TwoInstances } from '../../support/two-instances.js';

// Redis is on this project's machines and CI sets TEST_REDIS_URL; elsewhere the file says it did not run.
describe.runIf(testRedisUrl)('two instances behind HAProxy', () => {
  let database: Database;
  let camp: TwoInstances;
  let organizer: string;
  let camper: { id: string; token: string };

  const through = (url: string, init: RequestInit & { token?: string } = {}) =>
    fetch(`${camp.proxy.url}${url}`, {
      ...init,
      headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.headers as Record<string, string>) },
    });
  const servedBy = (res: Response) => res.headers.get('x-served-by') ?? '?';

  let startedAt = 0;
  beforeAll(async () => {
    startedAt = Date.now();
    database = await openTestDatabase('seeded');
    const [o, c] = await database.db
      .insert(users)
      .values(
        ['organizer', 'camper'].map((role) => ({
          email: `${role}-${randomUUID()}@camp.test`,
          passwordHash: 'x',
          role: role as 'organizer' | 'camper',
          status: 'approved' as const,
          firstName: role,
          lastName: 'Two',
        })),
      )
      .returning();
    if (!o || !c) throw new Error('users not created');
    organizer = await signToken(JWT_SECRET, { sub: o.id, ver: o.tokenVersion });
    camper = { id: c.id, token: await signToken(JWT_SECRET, { sub: c.id, ver: c.tokenVersion }) };
    camp = await startTwoInstances(database, testRedisUrl ?? '');
  }, 240_000);
  afterAll(async () => {
    await camp?.close();
    await database?.close();
  });

  it('serves a photo posted through the proxy on every later request, whichever instance answers', async () => {
    const form = await multipartBody(
      { caption: 'Lake at dawn' },
      { bytes: await phoneJpeg(640, 480), name: 'lake.jpg', type: 'image/jpeg' },
    );
    const posted = await through('/api/posts', { method: 'POST', token: camper.token, headers: form.headers, body: form.payload });
    expect(posted.status).toBe(201);
    const { image } = (await posted.json()) as { image: string };
    const answers = await Promise.all(Array.from({ length: 6 }, () => through(image, { token: camper.token })));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map(servedBy))).toEqual(new Set(['app1', 'app2']));
    const sizes = await Promise.all(answers.map(async (r) => (await r.arrayBuffer()).byteLength));
    expect(new Set(sizes).size).toBe(1);
  });

  it('counts wrong passwords spread over both instances against one limit', async () => {
    const body = JSON.stringify({ email: `guess-${randomUUID()}@camp.test`, password: 'not-the-password' });
    const attempt = () => through('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const by = new Set<string>();
    for (let i = 0; i < LOGIN_FAILURES_PER_MINUTE; i += 1) {
      const res = await attempt();
      expect(res.status).toBe(401);
      by.add(servedBy(res));
    }
    expect(by).toEqual(new Set(['app1', 'app2']));
    // Either instance alone has seen half the failures; the shared count refuses the next.
    for (let i = 0; i < 2; i += 1) expect((await attempt()).status).toBe(429);
    // Ten scrypt checks: on a busy machine each may take seconds.
  }, 120_000);

  it('brings a message sent through one instance to a socket held by the other within 2 s', async () => {
    const sockets = new Map<string, { ws: WebSocket; heard: Map<string, number> }>();
    const opened: WebSocket[] = [];
    for (let i = 0; i < 6 && sockets.size < 2; i += 1) {
      const ws = new WebSocket(`${camp.proxy.url.replace('http', 'ws')}/ws?token=${camper.token}`);
      opened.push(ws);
      const by = await new Promise<string>((resolve, reject) =>
        ws.once('upgrade', (res) => resolve(String(res.headers['x-served-by']))).once('error', reject),
      );
      await new Promise((resolve) => (ws.readyState === ws.OPEN ? resolve(null) : ws.once('open', resolve)));
      if (sockets.has(by)) continue;
      const heard = new Map<string, number>();
      ws.on('message', (data: Buffer) => {
        const event = JSON.parse(data.toString()) as { type: string; message?: { content: string } };
        if (event.type === 'new_message' && event.message) heard.set(event.message.content, performance.now());
      });
      sockets.set(by, { ws, heard });
    }
    expect([...sockets.keys()].sort()).toEqual(['app1', 'app2']);
    try {
      const created = await through('/api/conversations', {
        method: 'POST',
        token: organizer,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'broadcast', name: 'Two instances', member_ids: [camper.id] }),
      });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: string };
      for (const content of ['first', 'second']) {
        const sentAt = performance.now();
        const sent = await through(`/api/conversations/${id}/messages`, {
          method: 'POST',
          token: organizer,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ content, type: 'text' }),
        });
        expect(sent.status).toBe(201);
        const other = [...sockets.entries()].find(([by]) => by !== servedBy(sent));
        const heardAt = await waitFor(() => other?.[1].heard.get(content), 5000);
        expect(heardAt - sentAt).toBeLessThan(2000);
      }
    } finally {
      opened.forEach((ws) => ws.close());
    }
  });

  it('stores each of 40 keyed writes exactly once when an instance is killed in the middle and the phone retries, and keeps answering', async () => {
    const tag = `keyed-${randomUUID()}`;
    const writes = Array.from({ length: 40 }, (_, i) => ({ key: randomUUID(), id: randomUUID(), caption: `${tag} ${i}` }));
    const send = (w: (typeof writes)[number]) =>
      through('/api/posts', {
        method: 'POST',
        token: camper.token,
        headers: { 'content-type': 'application/json', 'idempotency-key': w.key },
        body: JSON.stringify({ id: w.id, caption: w.caption }),
      }).then(
        (r) => r.status,
        () => 0,
      );
    let answered = 0;
    let killed: Promise<void> | undefined;
    const first = await inBatches(writes, 4, async (w) => {
      const status = await send(w);
      answered += 1;
      if (answered === 12) killed = camp.instances[0].kill();
      return status;
    });
    await killed;
    expect(first.filter((s) => s === 201).length).toBeGreaterThan(0);
    // The phone's outbox sends every write again, with its key, until it is answered.
    for (const w of writes) {
      const status = await waitFor(async () => {
        const s = await send(w);
        return s === 200 || s === 201 ? s : undefined;
      }, 30_000);
      expect([200, 201]).toContain(status);
    }
    const stored = await database.db
      .select({ caption: posts.caption, n: sql<number>`count(*)::int` })
      .from(posts)
      .where(like(posts.caption, `${tag}%`))
      .groupBy(posts.caption);
    expect(stored).toHaveLength(40);
    expect(stored.every((row) => row.n === 1)).toBe(true);
    const after = await Promise.all(Array.from({ length: 4 }, () => through('/api/health')));
    expect(after.map((r) => [r.status, servedBy(r)])).toEqual(Array.from({ length: 4 }, () => [200, 'app2']));
  }, 120_000);

  it('ran each scheduled job once, though both instances started their schedulers', async () => {
    const runs = await database.db.select({ name: jobLeases.name, runs: jobLeases.completedRuns }).from(jobLeases).orderBy(jobLeases.name);
    // The hourly jobs once; "starts soon" runs every minute, so once per minute begun since both instances started.
    const minutesBegun = Math.ceil((Date.now() - startedAt) / 60_000);
    const startsSoon = runs.find((r) => r.name === 'event-starts-soon')?.runs ?? 0;
    expect(startsSoon).toBeGreaterThanOrEqual(1);
    expect(startsSoon).toBeLessThanOrEqual(minutesBegun);
    expect(runs.filter((r) => r.name !== 'event-starts-soon')).toEqual([
      { name: 'account-purge', runs: 1 },
      { name: 'idempotency-purge', runs: 1 },
      { name: 'touch-prune', runs: 1 },
    ]);
  });
});

/** Polls until `read` gives a value (no fixed sleeps: the machine may be busy). */
async function waitFor<T>(read: () => T | undefined | Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return results;
}
