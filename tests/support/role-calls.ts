import type { TestServer, TestUser } from './test-server.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A call to /api with no session at all, as a visitor makes it. */
export function injectAnonymous(getServer: () => TestServer) {
  return (method: Method, url: string, payload?: object) =>
    getServer().app.inject({ method, url: `/api${url}`, ...(payload ? { payload } : {}) });
}

/** The error sentence of a JSON answer. */
export const errorOf = (res: { json: () => unknown }) => (res.json() as { error?: string }).error;

export type RoleName = 'anonymous' | 'camper' | 'organizer' | 'admin';
export type Roles = Record<Exclude<RoleName, 'anonymous'>, TestUser>;
