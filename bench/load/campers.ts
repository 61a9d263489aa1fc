import { randomUUID } from 'node:crypto';

export interface World {
  url: string;
  events: string[];
  polls: { id: string; options: string[] }[];
  posts: string[];
  /** Each camper's group conversation. */
  chats: Map<string, string>;
}

export interface Sample {
  kind: string;
  ms: number;
  status: number;
  /** When the request was sent (performance.now()). */
  at: number;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

type Action = (w: World, camper: { id: string; token: string }) => { kind: string; method: string; path: string; body?: unknown };

/** What a camper does on a busy weekend, with how often (weights). */
const actions: [number, Action][] = [
  [22, () => ({ kind: 'feed', method: 'GET', path: '/api/posts' })],
  [14, () => ({ kind: 'events', method: 'GET', path: '/api/events' })],
  [10, () => ({ kind: 'polls', method: 'GET', path: '/api/polls' })],
  [10, (w) => ({ kind: 'like', method: 'POST', path: `/api/posts/${pick(w.posts)}/like`, body: { liked: Math.random() < 0.7 } })],
  [8, (w) => ({ kind: 'rsvp', method: Math.random() < 0.75 ? 'POST' : 'DELETE', path: `/api/events/${pick(w.events)}/register` })],
  [
    6,
    (w) => {
      const poll = pick(w.polls);
      return { kind: 'vote', method: 'POST', path: `/api/polls/${poll.id}/vote`, body: { optionId: pick(poll.options) } };
    },
  ],
  [
    15,
    (w, c) => ({
      kind: 'chat send',
      method: 'POST',
      path: `/api/conversations/${w.chats.get(c.id) ?? ''}/messages`,
      body: { content: `Meet at the lake ${randomUUID().slice(0, 8)}`, type: 'text' },
    }),
  ],
  [15, (w, c) => ({ kind: 'chat read', method: 'GET', path: `/api/conversations/${w.chats.get(c.id) ?? ''}/messages` })],
];
const totalWeight = actions.reduce((sum, [w]) => sum + w, 0);

function chooseAction(): Action {
  let roll = Math.random() * totalWeight;
  for (const [weight, action] of actions) if ((roll -= weight) < 0) return action;
  return actions[0]?.[1] as Action;
}

/** A camper on a busy weekend: 1 to 7 seconds looking at the phone between actions, after a start within 4 s. */
export const browsing = { startMs: () => Math.random() * 4000, thinkMs: () => 1000 + Math.random() * 6000 };
/** A camper who never pauses: what the server can serve at most (its capacity). */
export const flatOut = { startMs: () => 0, thinkMs: () => 0 };

/** One camper until the deadline: an action, then a pause of `pace.thinkMs()`. */
export async function camperLoop(
  w: World,
  camper: { id: string; token: string },
  until: number,
  samples: Sample[],
  sent: { messages: number },
  pace = browsing,
): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, pace.startMs()));
  while (Date.now() < until) {
    const a = chooseAction()(w, camper);
    const headers: Record<string, string> = { authorization: `Bearer ${camper.token}` };
    if (a.body !== undefined) headers['content-type'] = 'application/json';
    if (a.method !== 'GET' && !process.env.LOAD_NO_KEYS) headers['idempotency-key'] = randomUUID();
    const started = performance.now();
    let status: number;
    try {
      const res = await fetch(`${w.url}${a.path}`, {
        method: a.method,
        headers,
        body: a.body === undefined ? undefined : JSON.stringify(a.body),
        signal: AbortSignal.timeout(90_000),
      });
      await res.arrayBuffer();
      status = res.status;
    } catch {
      status = 0;
    }
    samples.push({ kind: a.kind, ms: performance.now() - started, status, at: started });
    if (a.kind === 'chat send' && status === 201) sent.messages += 1;
    const pause = pace.thinkMs();
    if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
  }
}
