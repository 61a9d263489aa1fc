/**
 * What the cloud holds of the camp's writes, read as a hub reads it (GET /api/hub/counts with the hub key): its chat
 * messages and posts. The hub bench waits on these to know when the hub's writes are all in the cloud.
 */
import type { HubCounts } from '../../contracts/hub-pull.js';

export interface Held {
  messages: number;
  posts: number;
}

export const plus = (a: Held, b: Held): Held => ({ messages: a.messages + b.messages, posts: a.posts + b.posts });
const reached = (held: Held, target: Held) => held.messages >= target.messages && held.posts >= target.posts;

export async function cloudHolds(cloudUrl: string, hubKey: string): Promise<Held> {
  const res = await fetch(`${cloudUrl}/api/hub/counts`, { headers: { authorization: `Hub ${hubKey}` } });
  if (!res.ok) throw new Error(`the cloud's counts answered ${res.status}: ${await res.text()}`);
  const { tables } = (await res.json()) as HubCounts;
  const rows = (name: string) => tables.find((t) => t.table === name)?.rows ?? 0;
  return { messages: rows('messages'), posts: rows('posts') };
}

/**
 * Reads the cloud's counts every second (each read counts every table: read more often, it would take a share of the
 * cloud's one thread from the work it times) until they reach `target` or `timeoutMs` passed; answers the last read
 * and when.
 */
export async function cloudReaches(
  cloudUrl: string,
  hubKey: string,
  target: Held,
  timeoutMs: number,
): Promise<{ held: Held; reached: boolean; at: number }> {
  const until = performance.now() + timeoutMs;
  for (;;) {
    const held = await cloudHolds(cloudUrl, hubKey);
    const at = performance.now();
    if (reached(held, target) || at > until) return { held, reached: reached(held, target), at };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
