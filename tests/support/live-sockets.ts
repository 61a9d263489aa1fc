import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

/** A socket and the promise of its close code. */
export interface TestSocket {
  ws: WebSocket;
  ready: Promise<void>;
  closed: Promise<number>;
}

/** Live sockets (`/ws?token=`) to listening test servers; `closeAll` ends every one opened. */
export function liveSockets() {
  const opened: WebSocket[] = [];

  function socket(app: FastifyInstance, token: string): TestSocket {
    const { port } = app.server.address() as AddressInfo;
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws?token=${token}`);
    opened.push(ws);
    const closed = new Promise<number>((resolve) => ws.on('close', (code: number) => resolve(code)));
    const ready = new Promise<void>((resolve, reject) => ws.once('open', () => resolve()).once('error', reject));
    return { ws, ready, closed };
  }

  /** An open socket the server has listed: the server attaches it right after the upgrade, and a ping round trip proves it. */
  async function connected(app: FastifyInstance, token: string): Promise<TestSocket> {
    const s = socket(app, token);
    await s.ready;
    await new Promise<void>((resolve) => {
      s.ws.once('message', () => resolve());
      s.ws.send('ping');
    });
    return s;
  }

  return { socket, connected, closeAll: () => opened.forEach((s) => s.terminate()) };
}
