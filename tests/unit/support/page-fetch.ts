import { vi } from 'vitest';
import type { FakeAnswer, FakeRequest } from './outbox-fixtures';

/** Node's Request needs absolute URLs; the browser resolves '/api/...' against the page. */
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
}

async function read(req: Request): Promise<Pick<FakeRequest, 'body' | 'form'>> {
  const type = req.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) return { body: undefined, form: await req.clone().formData() };
  const text = await req.clone().text();
  return { body: text ? (JSON.parse(text) as unknown) : undefined };
}

/**
 * A scripted server for both ways the app calls it: `src/api` (ky, Request objects) and the outbox's
 * plain fetch(url, init). Every request is recorded as { method, path (after /api), body, form }.
 */
export function servePage(answer: (req: FakeRequest) => FakeAnswer | Promise<FakeAnswer>): FakeRequest[] {
  const calls: FakeRequest[] = [];
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = input instanceof Request ? input : new PageRequest(input, init);
      const url = new URL(req.url);
      const call: FakeRequest = {
        method: req.method,
        path: url.pathname.replace(/^\/api/, '') + url.search,
        headers: Object.fromEntries(req.headers),
        ...(await read(req)),
      };
      calls.push(call);
      const a = await answer(call);
      if (a === 'network-error') throw new TypeError('Failed to fetch');
      return new Response(a.status === 204 || a.status === 304 ? null : JSON.stringify(a.body ?? {}), {
        status: a.status,
        headers: { 'content-type': 'application/json', ...a.headers },
      });
    }),
  );
  return calls;
}
