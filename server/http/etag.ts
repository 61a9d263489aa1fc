import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Answers a GET with an ETag, or with an empty 304 when the app already holds this answer
 * (If-None-Match). For a delta body the cursor is left out of the hash: an unchanged delta is the
 * same answer whatever its cursor, and the app simply keeps its older cursor. The photo addresses'
 * signing window is part of the tag: when it moves, the answer's addresses are signed anew.
 */
export function sendWithEtag(request: FastifyRequest, reply: FastifyReply, body: unknown): FastifyReply {
  const tag = etagOf(body, request.server.ctx.photoAddresses.windowOf());
  reply.header('etag', tag).header('cache-control', 'private, no-cache');
  if (matches(request.headers['if-none-match'], tag)) return reply.code(304).send();
  return reply.send(body);
}

function etagOf(body: unknown, signingWindow = 0): string {
  const hashed = body && typeof body === 'object' && !Array.isArray(body) && 'cursor' in body ? { ...body, cursor: undefined } : body;
  return `"${createHash('sha256')
    .update(`${signingWindow}:`)
    .update(JSON.stringify(hashed) ?? '')
    .digest('base64url')
    .slice(0, 22)}"`;
}

function matches(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === tag || t.trim() === '*');
}
