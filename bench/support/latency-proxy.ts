import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { benchSize } from './bench-size.js';

/** The round trip a campsite link adds to every exchange (shorter in a smoke run, where the Workbox queue's 100 requests wait their turns). */
export const LATENCY_MS = benchSize(300, 20);

export interface Wire {
  requests: number;
  bytes: number;
}

/** A file the proxy answers itself (a bench page), after the same delay as the server's answers. */
export interface LocalFile {
  type: string;
  body: string;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

function headerBytes(raw: string[]): number {
  let n = 2;
  for (let i = 0; i < raw.length; i += 2) n += `${raw[i]}: ${raw[i + 1]}\r\n`.length;
  return n;
}

/**
 * Forwards to the server, holding each exchange for half the round trip on the way in and half on the
 * way out, and counts requests and bytes both ways. `local` may answer some paths without the server.
 */
export function latencyProxy(target: number, wire: Wire, local?: (url: string) => LocalFile | undefined): http.Server {
  return http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      wire.requests += 1;
      wire.bytes += `${req.method} ${req.url} HTTP/1.1\r\n`.length + headerBytes(req.rawHeaders) + body.length;
      void wait(LATENCY_MS / 2).then(() => {
        const file = local?.(req.url ?? '/');
        if (file) {
          void wait(LATENCY_MS / 2).then(() =>
            res.writeHead(200, { 'content-type': file.type, 'cache-control': 'no-store' }).end(file.body),
          );
          return;
        }
        const upstream = http.request(
          { port: target, host: '127.0.0.1', method: req.method, path: req.url, headers: req.headers },
          (up) => {
            const parts: Buffer[] = [];
            up.on('data', (c: Buffer) => parts.push(c));
            up.on('end', () => {
              const payload = Buffer.concat(parts);
              wire.bytes += `HTTP/1.1 ${up.statusCode} ${up.statusMessage}\r\n`.length + headerBytes(up.rawHeaders) + payload.length;
              void wait(LATENCY_MS / 2).then(() => {
                res.writeHead(up.statusCode ?? 502, up.headers);
                res.end(payload);
              });
            });
          },
        );
        upstream.end(body);
      });
    });
  });
}

export const listen = (server: http.Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
