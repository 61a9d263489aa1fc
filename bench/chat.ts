/**
 * Chat delivery latency: 200 websocket clients in one broadcast conversation. An organizer posts
 * messages one after another; each client's latency is from the POST until the new_message arrives.
 */
import { benchPeople } from './support/bench-people.js';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import type { Conversation } from '../contracts/chat.js';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { openDatabase } from '../server/db/client.js';
import { benchSize } from './support/bench-size.js';

const CLIENTS = benchSize(200, 5);
const MESSAGES = benchSize(30, 2);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function run(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cw-bench-chat-'));
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-bench-secret', STATIC_DIR: path.join(dataDir, 'none') });
  const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir: 'memory://' });
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const { rows, tokens } = await benchPeople(database.db, config.jwtSecret, CLIENTS + 1, 'organizer');
  const [organizerToken, ...campers] = tokens;
  const auth = { authorization: `Bearer ${organizerToken}` };
  const created = await app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: auth,
    payload: { type: 'broadcast', name: 'Bench', member_ids: rows.slice(1).map((u) => u.id) },
  });
  const conversation = created.json<Conversation>();

  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const sockets = await Promise.all(
    campers.map(async (token) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/ws?token=${token}`);
      ws.on('message', (data: Buffer) => {
        const event = JSON.parse(data.toString()) as { type: string; message?: { content: string } };
        const start = event.type === 'new_message' && event.message ? sentAt.get(event.message.content) : undefined;
        if (start !== undefined) latencies.push(performance.now() - start);
      });
      await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
      return ws;
    }),
  );
  const started = performance.now();
  for (let i = 0; i < MESSAGES; i += 1) {
    const content = `message ${i}`;
    sentAt.set(content, performance.now());
    await app.inject({
      method: 'POST',
      url: `/api/conversations/${conversation.id}/messages`,
      headers: auth,
      payload: { content, type: 'text' },
    });
    while (latencies.length < (i + 1) * CLIENTS && performance.now() - started < 60_000) await new Promise((r) => setTimeout(r, 1));
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  console.log(
    `chat delivery, ${CLIENTS} websocket clients, one broadcast, ${MESSAGES} messages on ${database.kind}: ${sorted.length} deliveries`,
  );
  console.log(
    `  p50 ${percentile(sorted, 50).toFixed(1)} ms   p99 ${percentile(sorted, 99).toFixed(1)} ms   max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`,
  );
  sockets.forEach((s) => s.close());
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
