import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { trafficCounter, type Exchange } from './http-traffic.js';

export type { Exchange };

export interface Relay {
  /** The address to open in the browser instead of the server's. */
  url: string;
  /** Drops every open connection (websockets too) and refuses new ones: the phone has no signal. */
  cut(): void;
  /** Keeps every connection open but passes nothing on: a server that stops answering. */
  freeze(): void;
  /** Signal again (after a cut or a freeze); the latency stays. */
  restore(): void;
  /** Holds every chunk, both ways, `ms` longer (0: none): a slow radio. */
  delay(ms: number): void;
  /** Carries at most this many bytes a second each way, shared by every connection as one link is (0: no limit). */
  limit(bytesPerSecond: number): void;
  /** Sends new connections to `target` (the camp's DNS answering with another server); open ones are dropped. */
  switchTo(target: string): void;
  /** Bytes carried towards the server (up) and back (down) since the start or the last `resetTraffic()`. */
  carried(): { up: number; down: number };
  /** The next answer to an HTTP request is cut off halfway and its connection reset (the server did the work). */
  resetNextAnswer(): void;
  /** Connections attempted while cut (each one a request that tried to leave the phone). */
  refused(): number;
  /** Every HTTP exchange that crossed the relay since the last `resetTraffic()`, in order, with its bytes both ways. */
  exchanges(): Exchange[];
  /** Bytes of websocket frames, both ways, since the last `resetTraffic()`. */
  socketBytes(): number;
  resetTraffic(): void;
  close(): Promise<void>;
}

/**
 * A TCP relay between Chromium and the server. `context.setOffline` does not stop the service worker's
 * own requests nor open websockets; cutting the relay does, and counts what tried to get through.
 */
export async function startRelay(target: string): Promise<Relay> {
  let { hostname, port } = new URL(target);
  const open = new Set<net.Socket>();
  let cut = false;
  let frozen = false;
  let refused = 0;
  let latency = 0;
  let resetNext = false;
  const exchanges: Exchange[] = [];
  let socketBytes = 0;
  const up = link();
  const down = link();
  const dropAll = () => {
    for (const socket of open) socket.destroy();
    open.clear();
  };
  const server = net.createServer((client) => {
    if (cut) {
      refused += 1;
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(port), hostname);
    open.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    const count = trafficCounter(exchanges, (n) => (socketBytes += n));
    const toServer = later((bytes) => latency + up.wait(bytes));
    const toClient = later((bytes) => latency + down.wait(bytes));
    let socket = false;
    // Bytes sent while frozen are dropped, as by a host that went silent.
    client.on('data', (chunk: Buffer) => {
      count.fromClient(chunk);
      socket ||= /^upgrade:/im.test(chunk.toString('latin1'));
      if (!frozen) toServer(chunk.length, () => upstream.write(chunk));
    });
    upstream.on('data', (chunk: Buffer) => {
      count.fromServer(chunk);
      if (frozen) return;
      if (resetNext && !socket) {
        resetNext = false;
        client.write(chunk.subarray(0, chunk.length >> 1), () => client.resetAndDestroy());
        upstream.destroy();
        return;
      }
      toClient(chunk.length, () => client.write(chunk));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    cut() {
      cut = true;
      dropAll();
    },
    freeze() {
      frozen = true;
    },
    restore() {
      cut = false;
      frozen = false;
    },
    delay(ms) {
      latency = ms;
    },
    limit(bytesPerSecond) {
      up.rate = bytesPerSecond;
      down.rate = bytesPerSecond;
    },
    switchTo(next) {
      ({ hostname, port } = new URL(next));
      dropAll();
    },
    carried: () => ({ up: up.bytes, down: down.bytes }),
    resetNextAnswer() {
      resetNext = true;
    },
    refused: () => refused,
    exchanges: () => [...exchanges],
    socketBytes: () => socketBytes,
    resetTraffic() {
      exchanges.length = 0;
      socketBytes = 0;
      up.bytes = 0;
      down.bytes = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** One direction of the link: the bytes it carried, and how long a chunk waits for those sent before it to pass. */
function link() {
  let free = 0;
  return {
    rate: 0,
    bytes: 0,
    wait(bytes: number): number {
      this.bytes += bytes;
      if (!this.rate) return 0;
      free = Math.max(Date.now(), free) + (bytes / this.rate) * 1000;
      return free - Date.now();
    },
  };
}

/** Runs each step `wait(bytes)` ms after it was given, never before the one given earlier. */
function later(wait: (bytes: number) => number): (bytes: number, step: () => void) => void {
  let last = 0;
  return (bytes, step) => {
    const ms = wait(bytes);
    if (ms === 0 && last <= Date.now()) return step();
    last = Math.max(last, Date.now() + ms);
    setTimeout(step, last - Date.now());
  };
}
