/**
 * TLS_CERT_FILE and TLS_KEY_FILE: the server speaks HTTPS itself with the camp's certificate (a camp hub on the camp's
 * Wi-Fi has no proxy in front of it). The certificate here is self-signed, made by the openssl command.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { selfSignedCertificate } from '../support/self-signed.js';
import { createTestServer, type TestServer } from '../support/test-server.js';

let dir: string;
let cert: { certFile: string; keyFile: string };
let server: TestServer;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'cw-tls-'));
  cert = selfSignedCertificate(dir);
  server = await createTestServer({ TLS_CERT_FILE: cert.certFile, TLS_KEY_FILE: cert.keyFile });
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** GET over HTTPS, trusting only the test's own certificate. */
function httpsGet(url: string, ca: Buffer): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { ca }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('TLS settings', () => {
  it('serves the API over HTTPS with the certificate given', async () => {
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    expect(address).toMatch(/^https:/);
    const answer = await httpsGet(`${address}/api/health`, readFileSync(cert.certFile));
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ status: 'ok' });
  });

  it('refuses a certificate without its key, and a file it cannot read, in a sentence', () => {
    const base = { DATA_DIR: dir };
    expect(() => loadConfig({ ...base, TLS_CERT_FILE: cert.certFile })).toThrow('TLS_CERT_FILE and TLS_KEY_FILE go together');
    expect(() => loadConfig({ ...base, TLS_CERT_FILE: cert.certFile, TLS_KEY_FILE: path.join(dir, 'none.pem') })).toThrow(
      'TLS_KEY_FILE: the file',
    );
  });
});
