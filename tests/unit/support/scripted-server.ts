import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { Poll } from '../../../contracts/polls';
import type { User } from '../../../contracts/profile';
import { useAuthStore } from '../../../src/stores/auth-store';
import { resetDb } from './outbox-fixtures';

export interface SeenCall {
  method: string;
  path: string;
  body: unknown;
}
export type Answer = { status: number; body?: unknown } | 'network-error' | 'never';

/** Node's Request needs absolute URLs; the browser resolves '/api/...' against the page. */
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
}

/** A scripted server for screens that use both the plain-fetch pulls and the ky admin calls. */
export function scriptedServer(answer: (call: SeenCall) => Answer): SeenCall[] {
  const calls: SeenCall[] = [];
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = input instanceof Request ? input : new PageRequest(String(input), init);
      const url = new URL(req.url);
      const call = {
        method: req.method,
        path: `${url.pathname}${url.search}`.replace(/^\/api/, ''),
        body: (await req
          .clone()
          .json()
          .catch(() => null)) as unknown,
      };
      calls.push(call);
      const a = answer(call);
      if (a === 'never') return new Promise<Response>(() => undefined);
      if (a === 'network-error') throw new TypeError('Failed to fetch');
      return new Response(a.status === 304 ? null : JSON.stringify(a.body ?? {}), {
        status: a.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

const inHours = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();

export const swimPoll: Poll = {
  id: 'p1',
  question: 'Swim or hike?',
  options: [
    { id: 'o1', text: 'Swim', votes: 2 },
    { id: 'o2', text: 'Hike', votes: 1 },
  ],
  isActive: true,
  createdAt: '2025-09-06T08:00:00.000Z',
  expiresAt: inHours(3),
  totalVotes: 3,
  userVote: null,
};
export const endedPoll: Poll = {
  id: 'p2',
  question: 'Best lake game?',
  options: [
    { id: 'o3', text: 'Tag', votes: 4 },
    { id: 'o4', text: 'Relay', votes: 0 },
  ],
  isActive: false,
  createdAt: '2025-09-05T08:00:00.000Z',
  expiresAt: inHours(-2),
  totalVotes: 4,
  userVote: null,
};

/** Each test of the file starts on a fresh phone database, signed in as `role`, and ends with its stubs removed. */
export function freshPhoneAs(role: User['role']): void {
  beforeEach(async () => {
    await resetDb();
    useAuthStore.getState().login({ id: role, role } as User, 'token-1');
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    useAuthStore.getState().logout();
  });
}
