/**
 * What an engine-neutral browser scenario runs against: the real server with the built app, a TCP relay
 * in front of it (the phone's signal), and campers made for the test, with calls as they would make them.
 */
import type { FastifyInstance } from 'fastify';
import { users } from '../../server/db/schema/index.js';
import { hashPassword } from '../../server/infra/passwords.js';
import { startE2eServer, type E2eServer } from './e2e.js';
import { apiCall, apiLogin, type Session } from './e2e-session.js';
import { startRelay, type Relay } from './relay.js';

export interface World {
  server: E2eServer;
  relay: Relay;
  admin: Session;
  /** A new approved camper (password 'lakeside-2025'), signed in through the API. */
  camper(email: string, firstName: string, lastName: string): Promise<Session>;
  /** One JSON call to the server (not through the relay) as `who`. */
  api<T>(who: Session, method: string, path: string, body?: object): Promise<{ status: number; body: T }>;
  close(): Promise<void>;
}

export const CAMPER_PASSWORD = 'lakeside-2025';

/** A new approved person of the server's camp (a camper unless told), password CAMPER_PASSWORD, signed in through the API. */
export async function addPerson(
  server: E2eServer,
  person: { email: string; firstName: string; lastName: string; role?: 'admin' | 'organizer' | 'camper' },
): Promise<Session> {
  const passwordHash = await hashPassword(CAMPER_PASSWORD);
  await server.database.db.insert(users).values({ role: 'camper', ...person, passwordHash, status: 'approved' });
  return apiLogin(server.url, person.email, CAMPER_PASSWORD);
}

/** `setup` may add to the server before it listens (e.g. a request gate, tests/support/request-gate.ts). */
export async function startWorld(env: Record<string, string> = {}, setup?: (app: FastifyInstance) => void): Promise<World> {
  const server = await startE2eServer(env, setup);
  const relay = await startRelay(server.url);
  const api = <T>(who: Session, method: string, path: string, body?: object) => apiCall<T>(server.url, who, method, path, body);
  return {
    server,
    relay,
    admin: await apiLogin(server.url),
    camper: (email, firstName, lastName) => addPerson(server, { email, firstName, lastName }),
    api,
    async close() {
      await relay.close();
      await server.close();
    },
  };
}

/** An ISO time `days` from now: the seeded camp is in the past, so the tests' events are upcoming. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
