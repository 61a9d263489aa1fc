/**
 * The camp with no internet, as processes and links: a cloud (the real server with the built app, on PGlite), a camp
 * hub (`server/hub/main.ts` as its own process, on its own PGlite, serving the same build), the camp's DNS (a relay
 * whose one address the phones open, served by the cloud or, switched, by the hub) and the hub's link to the cloud
 * (a relay that can be cut). Shared by the browser scenario (tests/scenarios/camp-hub.ts) and the benchmark.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CreatedHubKey } from '../../contracts/hub.js';
import { startE2eServer, type E2eServer } from './e2e.js';
import { apiCall, apiLogin, type Session } from './e2e-session.js';
import { startRelay, type Relay } from './relay.js';
import { addPerson } from './scenario-world.js';
import { startServerProcess, type ServerProcess } from './server-process.js';

export interface CampHubWorld {
  cloud: E2eServer;
  /** The camp's DNS: `dns.url` is the app's one address; `switchTo(hub.url)` is the camp's router answering with the hub. */
  dns: Relay;
  /** The hub's link to the cloud (HUB_CLOUD_URL): `cut()` and `restore()` it. */
  uplink: Relay;
  /** The cloud's administrator. */
  admin: Session;
  /** A hub key the administrator made in the cloud. */
  hubKey: string;
  /** A new approved person of the cloud's camp (a camper unless told), password CAMPER_PASSWORD. */
  person(email: string, firstName: string, lastName: string, role?: 'admin' | 'organizer' | 'camper'): Promise<Session>;
  /** Each answer the cloud gave to GET /api/pull since the start or the last `resetCloudPulls()`: whose, and whether full. */
  cloudPulls(): { userId: string | undefined; full: boolean }[];
  resetCloudPulls(): void;
  /** One JSON call to the cloud's API (straight, not through the relays) as `who`. */
  atCloud<T>(who: Session, method: string, path: string, body?: object): Promise<{ status: number; body: T }>;
  /** Starts the hub on the camp made so far and waits until it holds the camp (its /api/health answers 200). */
  startHub(env?: Record<string, string>): Promise<ServerProcess>;
  /** The running hub (after `startHub`). */
  hub(): ServerProcess;
  /** One JSON call to the hub's API (straight, not through the relays) as `who`. */
  atHub<T>(who: Session, method: string, path: string, body?: object): Promise<{ status: number; body: T }>;
  close(): Promise<void>;
}

/** How often the hub pulls from the cloud in the tests (the default is a minute). */
export const TEST_PULL_SECONDS = '2';

/** POST /api/admin/hub-keys as the administrator: the new key. */
export async function makeHubKey(cloudUrl: string, admin: Session): Promise<string> {
  const made = await apiCall<CreatedHubKey>(cloudUrl, admin, 'POST', '/admin/hub-keys', { label: 'Camp hub (tests)' });
  if (made.status !== 201) throw new Error(`the hub key was not made: ${made.status}`);
  return made.body.key;
}

/** A cloud with its administrator and a hub key, the two relays, and a hub to start once the camp is made. */
export async function startCampHubWorld(): Promise<CampHubWorld> {
  const pulls: { userId: string | undefined; full: boolean }[] = [];
  const cloud = await startE2eServer({}, (app) =>
    app.addHook('onSend', async (request, _reply, payload) => {
      if (request.method === 'GET' && request.url.startsWith('/api/pull') && typeof payload === 'string')
        pulls.push({ userId: request.authUser?.id, full: (JSON.parse(payload) as { full?: boolean }).full === true });
      return payload;
    }),
  );
  const dns = await startRelay(cloud.url);
  const uplink = await startRelay(cloud.url);
  const admin = await apiLogin(cloud.url);
  const hubKey = await makeHubKey(cloud.url, admin);
  const hubDir = mkdtempSync(path.join(tmpdir(), 'cw-hub-'));
  let hub: ServerProcess | undefined;
  const running = () => {
    if (!hub) throw new Error('the hub has not been started');
    return hub;
  };
  return {
    cloud,
    dns,
    uplink,
    admin,
    hubKey,
    person: (email, firstName, lastName, role) => addPerson(cloud, { email, firstName, lastName, role }),
    cloudPulls: () => [...pulls],
    resetCloudPulls: () => void pulls.splice(0),
    atCloud: (who, method, url, body) => apiCall(cloud.url, who, method, url, body),
    async startHub(env = {}) {
      hub = await startServerProcess(
        {
          DATA_DIR: hubDir,
          STATIC_DIR: path.resolve(process.env.E2E_DIST ?? 'dist'),
          HUB_CLOUD_URL: uplink.url,
          HUB_KEY: hubKey,
          HUB_PULL_SECONDS: TEST_PULL_SECONDS,
          ...env,
        },
        { script: 'server/hub/main.ts' },
      );
      // Started means its /api/health answered 200: it holds the camp.
      return hub;
    },
    hub: running,
    atHub: (who, method, url, body) => apiCall(running().url, who, method, url, body),
    async close() {
      await dns.close();
      await uplink.close();
      await hub?.stop();
      await cloud.close();
      rmSync(hubDir, { recursive: true, force: true });
    },
  };
}
