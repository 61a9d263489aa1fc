/**
 * A process of the socket bench's phones (started by fan-out.ts): it opens a socket per token through the
 * proxy and, for each broadcast it is told to expect, notes when every socket heard it. Kept apart from
 * the process that posts, so timing receipts does not wait on anything else the bench does.
 */
import WebSocket from 'ws';
import type { FromPhones, ToPhones } from './phones-wire.js';

const now = () => performance.timeOrigin + performance.now();
const tell = (message: FromPhones) => process.send?.(message);

let sockets: WebSocket[] = [];
/** Each socket's instance (HAProxy's X-Served-By), by its index. */
let servedBy: string[] = [];
let marker: Buffer | null = null;
let heardAt: number[] = [];
let heard = 0;

/** The socket of one phone, tried again as the app does when the proxy has no instance to give it (503: both marked down on a busy machine). */
async function open(proxyUrl: string, token: string, index: number, total: number, attempt = 1): Promise<WebSocket> {
  try {
    return await connect(proxyUrl, token, index, total);
  } catch (err) {
    if (attempt >= 10 || !String(err).includes('503')) throw err;
    await new Promise((resolve) => setTimeout(resolve, attempt * 500));
    return open(proxyUrl, token, index, total, attempt + 1);
  }
}

async function connect(proxyUrl: string, token: string, index: number, total: number): Promise<WebSocket> {
  const ws = new WebSocket(`${proxyUrl.replace('http', 'ws')}/ws?token=${token}`);
  ws.once('upgrade', (res) => (servedBy[index] = String(res.headers['x-served-by'])));
  let last: Buffer | null = null;
  ws.on('message', (data: Buffer) => {
    // The time first; then a marker in the text, no parse.
    const at = now();
    if (!marker || last === marker || !data.includes(marker)) return;
    last = marker;
    heardAt[index] = at;
    heard += 1;
    if (heard === total) tell({ type: 'heard', at: heardAt });
  });
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  return ws;
}

async function openAll(proxyUrl: string, tokens: string[]): Promise<WebSocket[]> {
  servedBy = new Array<string>(tokens.length).fill('');
  const list: WebSocket[] = [];
  // A hundred at a time: the proxy and the instances see a camp waking up, not one burst.
  for (let i = 0; i < tokens.length; i += 100) {
    list.push(...(await Promise.all(tokens.slice(i, i + 100).map((token, j) => open(proxyUrl, token, i + j, tokens.length)))));
  }
  return list;
}

process.on('message', (message: ToPhones) => {
  if (message.type === 'open') {
    void openAll(message.proxyUrl, message.tokens).then(
      (list) => {
        sockets = list;
        tell({ type: 'opened', servedBy });
      },
      (err: unknown) => tell({ type: 'failed', reason: String(err) }),
    );
  } else if (message.type === 'expect') {
    heardAt = new Array<number>(sockets.length).fill(0);
    heard = 0;
    marker = Buffer.from(message.marker);
    tell({ type: 'expecting' });
  } else {
    void Promise.all(sockets.map((ws) => new Promise((resolve) => (ws.once('close', resolve), ws.close())))).then(() => {
      tell({ type: 'closed' });
      process.disconnect();
    });
  }
});
