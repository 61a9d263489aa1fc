import type { FastifyInstance, InjectOptions } from 'fastify';
import type { User } from '../../contracts/profile.js';

/** Account-flow helpers for server tests: calls as the app makes them, each from its own address unless told. */

let next = 0;
const uniqueIp = () => {
  next += 1;
  return `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}`;
};

export interface Reply<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** One JSON call; `ip` sets the caller's address (rate limits count per address). */
export async function call<T = Record<string, unknown>>(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  opts: { body?: unknown; token?: string; ip?: string; headers?: Record<string, string> } = {},
): Promise<Reply<T>> {
  const res = await app.inject({
    method,
    url,
    remoteAddress: opts.ip ?? uniqueIp(),
    headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
    ...(opts.body === undefined ? {} : { payload: opts.body as InjectOptions['payload'] }),
  });
  return { status: res.statusCode, body: (res.body ? res.json() : {}) as T };
}

let counter = 0;
/** A valid registration body with a fresh email. */
export function registration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    email: `camper${counter}-${Date.now()}@camp.test`,
    password: 'campfire-123',
    first_name: 'Robin',
    last_name: 'Hood',
    date_of_birth: '1990-04-12',
    ...overrides,
  };
}

export type Session = { token: string; user: User };

export const login = (app: FastifyInstance, email: string, password: string, ip?: string) =>
  call<Session & { error?: string }>(app, 'POST', '/api/auth/login', { body: { email, password }, ip });
