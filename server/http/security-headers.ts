/**
 * Security headers. Live sockets may reach only this server ('self'). HSTS and
 * upgrade-insecure-requests are sent only when PUBLIC_URL is https, so plain HTTP on a LAN address
 * keeps working. Signed-in JSON answers are never stored by caches (`no-store`), unless the route
 * chose its own policy (list routes with ETags use `private, no-cache` so 304s keep working).
 *
 * JSON answers carry only the headers that protect data: `x-content-type-options`, the resource policy
 * and HSTS. The page's headers (CSP, framing, referrer, opener...) govern documents and scripts, never a
 * JSON body, and cost a phone about 600 bytes on every pull.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Headers that only mean something on a document (or a script run as a worker). */
const DOCUMENT_ONLY = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

const isJson = (type: unknown) => typeof type === 'string' && /^application\/(.+\+)?json\b/i.test(type);

export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string | undefined): Promise<void> {
  const https = publicUrl?.startsWith('https:') ?? false;
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.authUser && request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    if (isJson(reply.getHeader('content-type'))) for (const name of DOCUMENT_ONLY) reply.removeHeader(name);
    return payload;
  });
}
