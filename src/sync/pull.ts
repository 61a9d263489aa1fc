/**
 * Pull: refreshes one Dexie cache table from a list endpoint at the lowest cost. With `delta`
 * (DECISIONS 11) it asks `?since=<cursor>` and gets `{ items, deleted, cursor }`; either way it sends
 * If-None-Match and a 304 costs only headers. Cursor and ETag live in Dexie meta, per path.
 */
import { getConditional } from '../api/sync';
import { getMeta, setMeta } from '../db/meta-repo';
import { storePulled } from '../db/pull-repo';
import { getSessionToken } from '../db/session-repo';

export interface PullSpec {
  /** API path without /api, e.g. '/packing'. */
  path: string;
  /** Dexie table name, e.g. 'packing'. */
  table: string;
  /** The endpoint answers `?since=` with `{ items, deleted, cursor }`. */
  delta?: boolean;
  /** Picks the list out of a plain (non-delta) body, e.g. `(b) => (b as { events: unknown[] }).events`. */
  list?: (body: unknown) => unknown[];
  /** Turns a wire item into the stored record. */
  map?: (item: unknown) => object;
}

export type PullOutcome = 'updated' | 'unchanged' | 'offline' | 'signed-out' | 'failed';

interface PullState {
  cursor?: string;
  etag?: string;
}

export async function pullTable(spec: PullSpec): Promise<PullOutcome> {
  const token = await getSessionToken();
  if (!token) return 'signed-out';
  const metaKey = `pull:${spec.path}`;
  const state = (await getMeta<PullState>(metaKey)) ?? {};
  const sep = spec.path.includes('?') ? '&' : '?';
  const url = spec.delta ? `${spec.path}${sep}since=${encodeURIComponent(state.cursor ?? '0')}` : spec.path;
  const requestedAt = Date.now();
  const res = await getConditional(url, token, state.etag);
  if (res.status === 0) return 'offline';
  if (res.status === 304) return 'unchanged';
  if (res.status !== 200) return 'failed';
  const map = spec.map ?? ((item: unknown) => item as object);
  const delta = spec.delta ? asDelta(res.body) : undefined;
  if (delta) {
    await storePulled(spec.table, delta.items.map(map), delta.deleted, state.cursor === undefined, requestedAt);
    await setMeta(metaKey, { cursor: delta.cursor, etag: res.etag });
  } else {
    const list = spec.list ? spec.list(res.body) : res.body;
    if (!Array.isArray(list)) return 'failed';
    await storePulled(spec.table, list.map(map), [], true, requestedAt);
    await setMeta(metaKey, { etag: res.etag });
  }
  return 'updated';
}

function asDelta(body: unknown): { items: unknown[]; deleted: string[]; cursor: string } | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as Record<string, unknown>;
  return Array.isArray(b.items) && Array.isArray(b.deleted) && typeof b.cursor === 'string' ? { items: b.items, deleted: b.deleted.map(String), cursor: b.cursor } : undefined;
}
