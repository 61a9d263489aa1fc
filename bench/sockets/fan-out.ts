/** One run of the socket bench: campers' sockets opened through the proxy, broadcasts timed to every receipt. */
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';

export interface FanOut {
  latencies: number[];
  /** Sockets held by each instance, by HAProxy's server name. */
  spread: Map<string, number>;
}

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
export const memoryOf = (pids: number[]) => pids.map((pid) => `${rssMb(pid).toFixed(0)} MB`).join(', ');

async function openSockets(
  proxyUrl: string,
  tokens: string[],
  onText: (text: string) => void,
  spread: Map<string, number>,
): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let i = 0; i < tokens.length; i += 100) {
    const batch = tokens.slice(i, i + 100).map(async (token) => {
      const ws = new WebSocket(`${proxyUrl.replace('http', 'ws')}/ws?token=${token}`);
      ws.once('upgrade', (res) => {
        const by = String(res.headers['x-served-by']);
        spread.set(by, (spread.get(by) ?? 0) + 1);
      });
      ws.on('message', (data: Buffer) => onText(data.toString()));
      await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
      return ws;
    });
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

/** Opens a socket per token, sends `messages` broadcasts through the proxy, and times each socket's receipt. */
export async function fanOut(
  proxyUrl: string,
  tokens: string[],
  post: (content: string) => Promise<void>,
  messages: number,
  onOpen: () => void,
): Promise<FanOut> {
  const latencies: number[] = [];
  const spread = new Map<string, number>();
  let current = '';
  let sentAt = 0;
  let heard = 0;
  // A marker in the text, not a parse: the clients share one process, and its time counts in every receipt.
  const sockets = await openSockets(
    proxyUrl,
    tokens,
    (text) => {
      if (current && text.includes(current)) {
        latencies.push(performance.now() - sentAt);
        heard += 1;
      }
    },
    spread,
  );
  onOpen();
  for (let i = 0; i < messages; i += 1) {
    current = `broadcast-${i}-${Date.now()}`;
    heard = 0;
    sentAt = performance.now();
    await post(current);
    const deadline = Date.now() + 30_000;
    while (heard < tokens.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 1));
  }
  current = '';
  await Promise.all(sockets.map((ws) => new Promise((resolve) => (ws.once('close', resolve), ws.close()))));
  return { latencies, spread };
}
