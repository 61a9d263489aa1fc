/**
 * The outbox against the queue other PWAs use: workbox-background-sync's Queue, run in Chromium's
 * service worker against the same server, behind the same 300 ms round-trip proxy, with the same 100
 * changes as the outbox figure of bench/sync.ts (43 packing ticks, then 57 chat messages), replayed
 * when the browser fires Background Sync on reconnect. Prints both times and the ratio.
 */
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { build } from 'vite';
import type { Rollup } from 'vite';
import type { Db } from '../server/db/client.js';
import { conversationMembers, messages, packingChecks, packingItems, users } from '../server/db/schema/index.js';
import { signToken } from '../server/auth/jwt.js';
import { chromiumPath } from '../tests/support/chromium-path.mjs';
import { launchBrowser } from '../tests/support/e2e.js';
import { dispatchSync } from '../tests/support/e2e-session.js';
import { LATENCY_MS, latencyProxy, listen, type Wire } from './support/latency-proxy.js';
import type { BenchChange } from './workbox/queue-sw.js';

export interface Comparison {
  serverPort: number;
  db: Db;
  secret: string;
  chatId: string;
  /** The outbox's time for the same 100 changes (bench/sync.ts). */
  outboxMs: number;
}

/** The queue's service worker, bundled as one classic script. */
async function queueWorker(): Promise<string> {
  const entry = fileURLToPath(new URL('./workbox/queue-sw.ts', import.meta.url));
  const out = (await build({
    configFile: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { write: false, minify: false, lib: { entry, formats: ['iife'], name: 'campBenchQueue' } },
  })) as Rollup.RollupOutput[];
  const chunk = out[0]?.output[0];
  if (!chunk || chunk.type !== 'chunk') throw new Error('the queue worker did not build');
  return chunk.code;
}

/** The same 100 changes as the outbox figure, as the requests a Workbox app would queue. */
async function changes(db: Db, origin: string, chatId: string, token: string): Promise<BenchChange[]> {
  const headers = () => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() });
  const items = await db.select({ id: packingItems.id }).from(packingItems);
  const ticks = items.map((item) => ({
    url: `${origin}/api/packing/${item.id}`,
    method: 'PUT',
    headers: headers(),
    body: JSON.stringify({ is_checked: true }),
  }));
  const said = Array.from({ length: 100 - ticks.length }, (_, i) => ({
    url: `${origin}/api/conversations/${chatId}/messages`,
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({ id: crypto.randomUUID(), content: `Message ${ticks.length + i}`, type: 'text' }),
  }));
  return [...ticks, ...said];
}

export async function compareWithWorkbox(c: Comparison): Promise<void> {
  if (!chromiumPath()) {
    console.log('Workbox comparison: skipped (Chromium not found)');
    return;
  }
  const [camper] = await c.db
    .insert(users)
    .values({
      email: `workbox-${Date.now()}@bench.test`,
      passwordHash: 'x',
      role: 'camper',
      status: 'approved',
      firstName: 'Workbox',
      lastName: 'Bench',
    })
    .returning();
  if (!camper) throw new Error('bench camper not created');
  await c.db.insert(conversationMembers).values({ conversationId: c.chatId, userId: camper.id });
  const token = await signToken(c.secret, { sub: camper.id, ver: camper.tokenVersion });
  const worker = await queueWorker();
  const wire: Wire = { requests: 0, bytes: 0 };
  const files: Record<string, { type: string; body: string }> = {
    '/workbox-bench/': { type: 'text/html', body: '<!doctype html><html lang="en"><title>Workbox queue</title></html>' },
    '/workbox-bench/sw.js': { type: 'text/javascript', body: worker },
  };
  const proxy = latencyProxy(c.serverPort, wire, (url) => files[url]);
  const origin = `http://127.0.0.1:${await listen(proxy)}`;
  const browser = await launchBrowser();
  try {
    const { page, context } = browser;
    await page.goto(`${origin}/workbox-bench/`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.register('/workbox-bench/sw.js', { scope: '/workbox-bench/' });
      await navigator.serviceWorker.ready;
    });
    // The camper makes the 100 changes without signal: the Queue stores them.
    await context.setOffline(true);
    const queued = await page.evaluate(
      async (list) => {
        const w = window as unknown as { replayed: Promise<{ ms: number; left: number }>; replaying: boolean };
        w.replaying = false;
        w.replayed = new Promise((resolve) =>
          navigator.serviceWorker.addEventListener('message', (e: MessageEvent<{ type: string; ms: number; left: number }>) => {
            if (e.data.type === 'replaying') w.replaying = true;
            if (e.data.type === 'replayed') resolve(e.data);
          }),
        );
        const stored = new Promise<number>((resolve) =>
          navigator.serviceWorker.addEventListener(
            'message',
            (e: MessageEvent<{ type: string; count: number }>) => e.data.type === 'queued' && resolve(e.data.count),
          ),
        );
        (await navigator.serviceWorker.ready).active?.postMessage({ changes: list });
        return stored;
      },
      await changes(c.db, origin, c.chatId, token),
    );
    // Signal returns: Chromium fires Background Sync and the Queue replays (CDP fires it if the browser waits).
    wire.requests = 0;
    await context.setOffline(false);
    let nudged = false;
    const nudge = setTimeout(() => {
      void page
        .evaluate(() => (window as unknown as { replaying: boolean }).replaying)
        .then((started) => {
          if (started) return;
          nudged = true;
          return dispatchSync(page, origin, 'workbox-background-sync:camp-bench');
        })
        .catch(() => undefined);
    }, 15_000);
    const replay = await page.evaluate(() => (window as unknown as { replayed: Promise<{ ms: number; left: number }> }).replayed);
    clearTimeout(nudge);
    const fired = nudged ? 'sync fired through DevTools' : 'sync fired by Chromium on reconnect';
    const ticked = (await c.db.select().from(packingChecks).where(eq(packingChecks.userId, camper.id))).filter((t) => t.isChecked).length;
    const sent = (await c.db.select({ id: messages.id }).from(messages).where(eq(messages.senderId, camper.id))).length;
    const ratio = replay.ms / c.outboxMs;
    console.log(
      `Workbox background-sync Queue (${fired}), the same ${queued} changes, ${LATENCY_MS} ms round trip: ${replay.ms.toFixed(0)} ms, ${wire.requests} requests (${ticked} ticks and ${sent} messages stored, ${replay.left} left in the queue)`,
    );
    console.log(
      `sync of 100 changes, outbox vs Workbox queue: ${c.outboxMs.toFixed(0)} ms vs ${replay.ms.toFixed(0)} ms, ${ratio.toFixed(1)}x faster (goal >= 30x)`,
    );
  } finally {
    await browser.close();
    proxy.close();
  }
}
