/**
 * Sync figures of the offline core, measured with the real server (PGlite), the real outbox drain
 * and pull code (Node + fake IndexedDB), and a proxy between them that adds round-trip latency
 * and counts requests and bytes on the wire.
 *   1. Time and requests to send 100 queued changes with 300 ms round trips (target: < 1 s).
 *   2. The first full replication of the sample camp to a new phone: bytes and time.
 *   3. Bytes of a reconnect pull when nothing changed, every table together (target: 1 request, < 2 KB).
 *   4. The same reconnect from the real app in Chromium: every request it sends when the signal returns
 *      (sync-reconnect.ts).
 */
import 'fake-indexeddb/auto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { openDatabase, type Db } from '../server/db/client.js';
import { conversationMembers, conversations, users } from '../server/db/schema/index.js';
import { seed } from '../server/db/seed/index.js';
import { signToken } from '../server/auth/jwt.js';
import { setApiBase } from '../src/api/outbox-wire.js';
import { mutate } from '../src/db/mutate.js';
import { db as localDb } from '../src/db/schema.js';
import { setSessionToken } from '../src/db/auth/session-repo.js';
import { drainOutbox } from '../src/outbox/drain.js';
import { replicate } from '../src/replication/replicate.js';
import { benchSize } from './support/bench-size.js';
import { LATENCY_MS, latencyProxy, listen, type Wire } from './support/latency-proxy.js';
import { reconnectFigures } from './sync-reconnect.js';
import { compareWithWorkbox } from './workbox-sync.js';

async function benchCamper(db: Db, name: string, secret: string): Promise<{ id: string; token: string }> {
  const [user] = await db
    .insert(users)
    .values({ email: `${name}@bench.test`, passwordHash: 'x', role: 'camper', status: 'approved', firstName: name, lastName: 'Bench' })
    .returning();
  if (!user) throw new Error('bench user not created');
  return { id: user.id, token: await signToken(secret, { sub: user.id, ver: user.tokenVersion }) };
}

async function benchChat(db: Db, ...memberIds: string[]): Promise<string> {
  const [chat] = await db.insert(conversations).values({ name: 'Bench', type: 'group', createdBy: memberIds[0] }).returning();
  if (!chat) throw new Error('bench conversation not created');
  await db.insert(conversationMembers).values(memberIds.map((userId) => ({ conversationId: chat.id, userId })));
  return chat.id;
}

/** 100 changes a camper makes offline: every packing item ticked (43), then messages in a group chat. */
async function queueChanges(chatId: string, senderId: string): Promise<void> {
  const items = await localDb.packing.toArray();
  for (const item of items) await mutate('packing.tick', { id: item.id, checked: true });
  const sender = { id: senderId, email: 'bench@bench.test', profile: { first_name: 'Bench', last_name: 'Camper', avatar_url: null } };
  for (let i = items.length; i < 100; i += 1) {
    await mutate('chat.send', {
      id: crypto.randomUUID(),
      conversationId: chatId,
      content: `Message ${i}`,
      sender,
      createdAt: new Date().toISOString(),
    });
  }
}

/** A new phone's first pull: the whole sample camp, timed and weighed on the wire. */
async function firstReplication(wire: Wire): Promise<string> {
  wire.requests = 0;
  wire.bytes = 0;
  const started = performance.now();
  const outcome = await replicate();
  const ms = performance.now() - started;
  const counts = await Promise.all(
    ['posts', 'events', 'polls', 'packing', 'users', 'conversations', 'messages'].map(
      async (t) => `${await localDb.table(t).count()} ${t}`,
    ),
  );
  return `first replication of the sample camp: ${wire.bytes} bytes on the wire, ${wire.requests} request, ${ms.toFixed(0)} ms with a ${LATENCY_MS} ms round trip (${outcome}: ${counts.join(', ')})`;
}

export async function run(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cw-bench-sync-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'admin@camp.test',
    ADMIN_PASSWORD: 'bench-password-1',
    JWT_SECRET: 'bench-secret-bench-secret',
    STATIC_DIR: path.join(dataDir, 'none'),
  });
  const database = await openDatabase({ dataDir: 'memory://' });
  await seed(database.db, config);
  const app = await buildApp({ config, database });
  const serverPort = (await app.listen({ port: 0, host: '127.0.0.1' }), (app.server.address() as AddressInfo).port);
  const wire: Wire = { requests: 0, bytes: 0 };
  const proxy = latencyProxy(serverPort, wire);
  setApiBase(`http://127.0.0.1:${await listen(proxy)}/api`);
  try {
    const chatId = await benchChat(database.db, (await benchCamper(database.db, 'host', config.jwtSecret)).id);
    /** One camper's phone: a fresh local database with 100 queued changes, drained through the proxy. */
    const syncOnce = async (name: string) => {
      const camper = await benchCamper(database.db, name, config.jwtSecret);
      await database.db.insert(conversationMembers).values({ conversationId: chatId, userId: camper.id });
      await localDb.delete();
      await localDb.open();
      await setSessionToken(camper.token);
      const first = await firstReplication(wire);
      await queueChanges(chatId, camper.id);
      const queued = await localDb.outbox.count();
      wire.requests = 0;
      const started = performance.now();
      const result = await drainOutbox();
      return { ms: performance.now() - started, queued, requests: wire.requests, result, first };
    };
    // The first sync warms the server the way a running one is (JIT, first queries); it is not counted (nor made in a smoke run).
    if (benchSize(1, 0)) await syncOnce('warm-up');
    const runs = [];
    for (let i = 1; i <= benchSize(3, 1); i += 1) runs.push(await syncOnce(`camper${i}`));
    console.log(runs[0]?.first);
    for (const r of runs) {
      console.log(
        `sync ${r.queued} queued changes, ${LATENCY_MS} ms round trip: ${r.ms.toFixed(0)} ms, ${r.requests} request(s), ${r.result.sent} accepted, ${r.result.refused} refused, ${r.result.waiting} left`,
      );
    }
    const best = Math.min(...runs.map((r) => r.ms));
    console.log(
      `sync of 100 changes: best ${best.toFixed(0)} ms of ${runs.length} runs, ${Math.max(...runs.map((r) => r.requests))} request(s) each (target < 1000 ms; load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores)`,
    );
    await compareWithWorkbox({ serverPort, db: database.db, secret: config.jwtSecret, chatId, outboxMs: best });

    await replicate(); // the app's own pull after sending: picks up the new ticks and messages
    wire.requests = 0;
    wire.bytes = 0;
    const outcome = await replicate();
    console.log(
      `reconnect pull, every table, nothing changed: ${wire.bytes} bytes on the wire, both ways, ${wire.requests} request (${outcome}; target 1 request < 2048 bytes)`,
    );
  } finally {
    proxy.close();
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  await reconnectFigures();
}
