import type { SyncOperation } from '../../../contracts/batch';
import { fillPath } from '../../../contracts/command';
import { commandNamed } from '../../../contracts/commands';
import { enqueue } from '../../../src/db/outbox';
import { db, type UndoStep } from '../../../src/db/schema';
import { setSessionToken } from '../../../src/db/auth/session-repo';

export interface FakeRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
  form?: FormData;
}

export type FakeAnswer = { status: number; body?: unknown; headers?: Record<string, string> } | 'network-error';

/** Replaces fetch with a scripted server: every request is recorded; `answer` decides the response. */
export function fakeFetch(answer: (req: FakeRequest) => FakeAnswer | Promise<FakeAnswer>): FakeRequest[] {
  const calls: FakeRequest[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers = Object.fromEntries(
      Object.entries((init?.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
    );
    const form = init?.body instanceof FormData ? init.body : undefined;
    const req: FakeRequest = {
      method: init?.method ?? 'GET',
      path: url.replace(/^.*?\/api/, ''),
      headers,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      form,
    };
    calls.push(req);
    const a = await answer(req);
    if (a === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(a.status === 204 || a.status === 304 ? null : JSON.stringify(a.body ?? {}), {
      status: a.status,
      headers: a.headers,
    });
  };
  return calls;
}

/** Answers /api/sync batches op by op with `single`, like the real server (later ops of an entity whose op failed get 424). */
export function batchAware(single: (req: FakeRequest) => FakeAnswer): (req: FakeRequest) => FakeAnswer {
  return (req) => {
    if (req.path !== '/sync') return single(req);
    const ops = (req.body as { operations: SyncOperation[] }).operations;
    const blocked = new Set<string | undefined>();
    const results = ops.map((op) => {
      if (op.entity && blocked.has(op.entity)) return { id: op.id, status: 424, body: { error: 'Not run' } };
      // A named operation reaches its declared command's address, as on the server.
      const entry = op.command === undefined ? undefined : commandNamed(op.command);
      const method = entry?.method ?? op.method ?? 'POST';
      const path = entry ? (fillPath(entry.path, op.params ?? {}) ?? '') : (op.path ?? '');
      const a = single({ method, path, headers: { 'idempotency-key': op.id }, body: op.body });
      const status = a === 'network-error' ? 503 : a.status;
      if (status >= 500 || status === 429) blocked.add(op.entity);
      return { id: op.id, status, body: a === 'network-error' ? { error: 'down' } : (a.body ?? null) };
    });
    return { status: 200, body: { results } };
  };
}

/** A sign-in token naming `sub` as the server's would (the phone reads it, never verifies it). */
export const jwtFor = (sub: string): string => `h.${btoa(JSON.stringify({ sub })).replace(/=+$/, '')}.s`;

export async function resetDb(token: string | null = 'token-1'): Promise<void> {
  await Promise.all(db.tables.map((t) => t.clear()));
  await setSessionToken(token);
  await db.packing.bulkPut(
    [1, 2, 3, 4].map((id) => ({ id, item_name: `Item ${id}`, category: 'Gear', is_checked: false, is_essential: false })),
  );
}

/** The packing tick as the packing repository will write it: desired state, optimistic, with its undo step. */
export function tick(id: number, checked: boolean, baseline?: boolean) {
  return enqueue(
    {
      entity: `packing:${id}`,
      method: 'PUT',
      path: `/packing/${id}`,
      body: { is_checked: checked },
      baseline: baseline === undefined ? undefined : { is_checked: baseline },
      label: `Tick 'Item ${id}'`,
    },
    async (): Promise<UndoStep[]> => {
      const before = await db.packing.get(id);
      if (!before) throw new Error('no item');
      await db.packing.put({ ...before, is_checked: checked, _pending: true });
      return [{ table: 'packing', key: id, value: before }];
    },
  );
}

/** An 'append' row (a chat message) on an entity. */
export function message(conversation: string, text: string) {
  return enqueue({
    entity: `conversation:${conversation}`,
    method: 'POST',
    path: `/conversations/${conversation}/messages`,
    body: { content: text },
    label: `Message '${text}'`,
  });
}
