/**
 * One run of the socket bench: campers' sockets opened through the proxy by processes of their own
 * (phones.ts), broadcasts posted from this one and timed to every socket's receipt.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpuMs } from '../support/figures.js';
import type { FromPhones, ToPhones } from './phones-wire.js';

/** One broadcast: when it was posted, when its POST was answered and by which instance, and each socket's receipt. */
export interface Broadcast {
  sentAt: number;
  answeredAt: number;
  answeredBy: string;
  /** By socket: when it heard the broadcast (ms since the epoch) and its instance. */
  receipts: { at: number; by: string }[];
}

export interface FanOut {
  /** The first broadcasts after the instances started (code not yet optimised, connections new): reported apart. */
  warmUp: Broadcast[];
  broadcasts: Broadcast[];
  /** Sockets held by each instance, by HAProxy's server name. */
  spread: Map<string, number>;
  /** CPU time (ms) each process used during the measured broadcasts: the instances, HAProxy, the phones' processes and this one. */
  cpu: { instances: number[]; proxy: number; phones: number; poster: number };
}

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
export const memoryOf = (pids: number[]) => pids.map((pid) => `${rssMb(pid).toFixed(0)} MB`).join(', ');

const now = () => performance.timeOrigin + performance.now();

/** A process of phones: sends it a message, and resolves with its next answer of that type. */
class Phones {
  private readonly child: ChildProcess;
  private readonly waiting = new Map<string, (message: FromPhones) => void>();

  constructor() {
    this.child = fork(new URL('./phones.ts', import.meta.url), [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
    // A failure to connect answers the wait for 'opened'.
    this.child.on('message', (message: FromPhones) => this.waiting.get(message.type === 'failed' ? 'opened' : message.type)?.(message));
  }

  get pid(): number {
    return this.child.pid ?? 0;
  }

  /** The next answer of this type (within a minute). */
  next<T extends FromPhones['type']>(answer: T): Promise<Extract<FromPhones, { type: T }>> {
    return new Promise((resolve, reject) => {
      const late = setTimeout(() => reject(new Error(`the phones did not answer "${answer}" within a minute`)), 60_000);
      this.waiting.set(answer, (reply) => {
        clearTimeout(late);
        this.waiting.delete(answer);
        if (reply.type === 'failed') reject(new Error(`the phones could not connect: ${reply.reason}`));
        else resolve(reply as Extract<FromPhones, { type: T }>);
      });
    });
  }

  ask<T extends FromPhones['type']>(message: ToPhones, answer: T): Promise<Extract<FromPhones, { type: T }>> {
    const reply = this.next(answer);
    this.child.send(message);
    return reply;
  }
}

/**
 * Opens a socket per token (over `processes` processes of phones), sends `warmUp` and then `messages` broadcasts
 * through the proxy one after another (each once every socket heard the one before), and times each socket's receipt.
 */
export async function fanOut(
  proxyUrl: string,
  tokens: string[],
  post: (content: string) => Promise<string>,
  options: { warmUp: number; messages: number; processes: number; pids: { instances: number[]; proxy: number }; onOpen: () => void },
): Promise<FanOut> {
  const share = Math.ceil(tokens.length / options.processes);
  const groups = Array.from({ length: options.processes }, (_, i) => tokens.slice(i * share, (i + 1) * share));
  const phones = groups.map(() => new Phones());
  const servedBy = (await Promise.all(phones.map((p, i) => p.ask({ type: 'open', proxyUrl, tokens: groups[i] ?? [] }, 'opened')))).flatMap(
    (o) => o.servedBy,
  );
  const spread = new Map<string, number>();
  servedBy.forEach((by) => spread.set(by, (spread.get(by) ?? 0) + 1));
  options.onOpen();
  const cpuNow = () => ({
    instances: options.pids.instances.map(cpuMs),
    proxy: cpuMs(options.pids.proxy),
    phones: phones.reduce((sum, p) => sum + cpuMs(p.pid), 0),
    poster: cpuMs(process.pid),
  });
  const broadcast = async (i: number): Promise<Broadcast> => {
    const marker = `broadcast-${i}-${Date.now()}`;
    await Promise.all(phones.map((p) => p.ask({ type: 'expect', marker }, 'expecting')));
    const heard = Promise.all(phones.map((p) => p.next('heard')));
    const sentAt = now();
    const answeredBy = await post(marker);
    const answeredAt = now();
    const at = (await heard).flatMap((h) => h.at);
    return { sentAt, answeredAt, answeredBy, receipts: at.map((t, s) => ({ at: t, by: servedBy[s] ?? '' })) };
  };
  const warmUp: Broadcast[] = [];
  for (let i = 0; i < options.warmUp; i += 1) warmUp.push(await broadcast(i));
  const before = cpuNow();
  const broadcasts: Broadcast[] = [];
  for (let i = 0; i < options.messages; i += 1) broadcasts.push(await broadcast(options.warmUp + i));
  const after = cpuNow();
  await Promise.all(phones.map((p) => p.ask({ type: 'close' }, 'closed')));
  return {
    warmUp,
    broadcasts,
    spread,
    cpu: {
      instances: after.instances.map((ms, i) => ms - (before.instances[i] ?? 0)),
      proxy: after.proxy - before.proxy,
      phones: after.phones - before.phones,
      poster: after.poster - before.poster,
    },
  };
}
