/**
 * The realtime bench's phones: each holds a live socket and pulls (GET /api/pull) when poked, as the app does
 * (src/replication/poke.ts): one pull at a time, a poke during a pull making one more after it. How long a phone waits
 * before it pulls, and whether it takes the rows the poke carries, is the rule under test. Each phone notes when a
 * poke or a pull first brought the post it waits for.
 */
import WebSocket from 'ws';
import { pokeDelayMs, POKE_INTERVAL_MS, type CarriedEvent, type ChangePoke } from '../../contracts/replication-rules.js';

/**
 * `before`: every poke waited out the server's second of writes, then the phone's 1–3 s (the server now pokes at once
 * after a lone write, so the phones add that second themselves). `pulled`: the poke's own spread, and only the pull
 * brings the post. `now`: as `pulled`, but the phone stores the rows the poke carries at once, as the app does.
 */
export type Rule = 'before' | 'pulled' | 'now';

const delayOf = (rule: Rule, spreadMs: number | undefined, random: number): number =>
  rule === 'before' ? POKE_INTERVAL_MS + pokeDelayMs(undefined, random) : pokeDelayMs(spreadMs, random);

const now = () => performance.timeOrigin + performance.now();

/** One post's wave: each phone's pulls (start, end), when each first held the post, the spreads asked, the pokes heard. */
export interface Wave {
  pulls: { start: number; end: number }[];
  arrivals: number[];
  spreads: number[];
  heard: number[];
}

const emptyWave = (): Wave => ({ pulls: [], arrivals: [], spreads: [], heard: [] });

export class Phones {
  rule: Rule = 'now';
  private sockets: WebSocket[] = [];
  private wanted = '';
  private wave = emptyWave();
  private held = new Set<number>();

  constructor(
    private readonly url: string,
    private readonly tokens: string[],
    private readonly cursor: string,
    /** False: the phones only note when they would pull (a crowd bigger than this machine can answer). */
    readonly pulling: boolean,
  ) {}

  async open(): Promise<void> {
    for (let i = 0; i < this.tokens.length; i += 100) {
      const batch = this.tokens.slice(i, i + 100).map((token, j) => this.phone(token, i + j));
      this.sockets.push(...(await Promise.all(batch)));
    }
  }

  /** Starts a wave: the phones watch for a post whose caption holds `marker`. */
  expect(marker: string): void {
    this.wanted = marker;
    this.wave = emptyWave();
    this.held.clear();
  }

  /** Resolves once every phone holds the post (or would have pulled it), within `timeoutMs`, with the wave. */
  async arrived(timeoutMs: number): Promise<Wave> {
    const until = Date.now() + timeoutMs;
    while (this.held.size < this.tokens.length && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    if (this.held.size < this.tokens.length) throw new Error(`${this.tokens.length - this.held.size} phones never got the post`);
    return this.wave;
  }

  close(): Promise<unknown> {
    return Promise.all(this.sockets.map((ws) => new Promise((resolve) => (ws.once('close', resolve), ws.close()))));
  }

  /** The phone holds the post it waits for now (the first time only). */
  private holds(index: number): void {
    if (this.held.has(index)) return;
    this.held.add(index);
    this.wave.arrivals[index] = now();
  }

  private async phone(token: string, index: number): Promise<WebSocket> {
    let cursor = this.cursor;
    let timer: NodeJS.Timeout | undefined;
    let busy = false;
    let again = false;
    const pullOnce = async () => {
      const start = now();
      const res = await fetch(`${this.url}/api/pull?cursor=${encodeURIComponent(cursor)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const text = await res.text();
      const end = now();
      this.wave.pulls.push({ start, end });
      if (!res.ok) throw new Error(`pull refused: ${res.status} ${text}`);
      cursor = (JSON.parse(text) as { cursor: string }).cursor;
      if (this.wanted && text.includes(this.wanted)) this.holds(index);
    };
    const pull = async (): Promise<void> => {
      if (busy) return void (again = true);
      busy = true;
      try {
        await pullOnce();
      } finally {
        busy = false;
      }
      if (again) {
        again = false;
        await pull();
      }
    };
    /** Without pulls, the phone notes when it would have pulled, and counts as served. */
    const planned = () => {
      const at = now();
      this.wave.pulls.push({ start: at, end: at });
      this.held.add(index);
    };
    const ws = new WebSocket(`${this.url.replace('http', 'ws')}/ws?token=${token}`);
    ws.on('message', (data: Buffer) => {
      const event = JSON.parse(data.toString()) as ChangePoke | CarriedEvent | { type: 'other' };
      if (event.type !== 'changed' && event.type !== 'carried') return;
      const carried = event.carried?.made?.posts ?? [];
      if (this.rule === 'now' && this.pulling && this.wanted && carried.some((p) => p.caption.includes(this.wanted))) this.holds(index);
      if (event.type === 'carried' || timer) return;
      this.wave.heard.push(now());
      if (event.spread_ms !== undefined) this.wave.spreads.push(event.spread_ms);
      timer = setTimeout(
        () => {
          timer = undefined;
          if (!this.pulling) return planned();
          pull().catch((err: unknown) => console.error('realtime bench: pull failed', String(err)));
        },
        delayOf(this.rule, event.spread_ms, Math.random()),
      );
    });
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    return ws;
  }
}
