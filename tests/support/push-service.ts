/**
 * A local Web Push service speaking the real protocol (RFC 8030 POST, RFC 8291 aes128gcm, VAPID):
 * a browser-side subscription (P-256 key pair + auth secret) whose endpoint is this HTTPS server.
 * `received` holds each push decrypted with the subscription's own keys, as a browser would.
 */
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

export interface FakeSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** Decrypted payloads, in order of arrival. */
  received: unknown[];
  /** The status this endpoint answers (201 accepts; 410 says the subscription is gone). */
  status: number;
  /** VAPID Authorization headers seen. */
  authorizations: string[];
}

export interface PushService {
  subscribe(): FakeSubscription;
  close(): Promise<void>;
}

function selfSignedCert(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'push-cert-'));
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/** RFC 8291: decrypts one aes128gcm push body with the subscription's private key and auth secret. */
export function decryptPush(body: Buffer, ecdh: ReturnType<typeof createECDH>, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLen = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLen);
  const ciphertext = body.subarray(21 + idLen);
  const shared = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const plain = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 followed by zero padding.
  return plain.subarray(0, plain.lastIndexOf(2)).toString('utf8');
}

/** Starts the service; the process's default HTTPS agent trusts its certificate (web-push uses it). */
export async function startPushService(): Promise<PushService> {
  const { key, cert } = selfSignedCert();
  const subs = new Map<string, FakeSubscription & { ecdh: ReturnType<typeof createECDH>; secret: Buffer }>();
  const server = https.createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const sub = subs.get(req.url ?? '');
      if (!sub) return void res.writeHead(404).end();
      sub.authorizations.push(req.headers.authorization ?? '');
      if (sub.status === 201 && req.headers['content-encoding'] === 'aes128gcm')
        sub.received.push(JSON.parse(decryptPush(Buffer.concat(chunks), sub.ecdh, sub.secret)));
      res.writeHead(sub.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  https.globalAgent.options.ca = cert;
  return {
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const secret = randomBytes(16);
      const id = `/push/${randomBytes(8).toString('hex')}`;
      const sub = {
        endpoint: `https://127.0.0.1:${port}${id}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: secret.toString('base64url') },
        received: [],
        status: 201,
        authorizations: [],
        ecdh,
        secret,
      };
      subs.set(id, sub);
      return sub;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A phone of `who` subscribing to `push` through the real route (in `language` when given). */
export async function subscribePhone(
  app: FastifyInstance,
  push: PushService,
  who: { token: string },
  language?: string,
): Promise<FakeSubscription> {
  const sub = push.subscribe();
  const res = await app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: { authorization: `Bearer ${who.token}` },
    payload: { endpoint: sub.endpoint, keys: sub.keys, ...(language ? { language } : {}) },
  });
  if (res.statusCode !== 201) throw new Error(`subscribing answered ${res.statusCode}: ${res.body}`);
  return sub;
}
