import { vi } from 'vitest';

export interface Reply {
  status: number;
  body: unknown;
}
export interface Call {
  method: string;
  url: string;
  body: unknown;
  auth: string | null;
}

/** Node's Request needs absolute URLs; the browser resolves '/api/...' against the page. */
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
}

/**
 * Answers the app's calls in order with the given replies; once they run out, the network fails.
 * Returns the calls made, to check what the app sent.
 */
export function stubServer(...replies: Reply[]): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (req: Request) => {
      calls.push({
        method: req.method,
        url: new URL(req.url).pathname,
        body: await req
          .clone()
          .json()
          .catch(() => null),
        auth: req.headers.get('authorization'),
      });
      const next = replies.shift();
      if (!next) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(next.body), { status: next.status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

/** Answers by path ('/api/...'), for screens that make several calls at once; unknown paths fail like a lost network. */
export function stubRoutes(routes: Record<string, Reply>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (req: Request) => {
      const url = new URL(req.url).pathname;
      calls.push({ method: req.method, url, body: null, auth: req.headers.get('authorization') });
      const reply = routes[url];
      if (!reply) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}
