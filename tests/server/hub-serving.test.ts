/**
 * What the camp hub adds to the app it serves (server/hub/hub-serving.ts, hub-round.ts, hub-check.ts): /api/health is
 * 503 with a sentence until the hub holds the camp; a change taken at the hub stops the pull that would overwrite
 * it; and --check says so when the cloud cannot be reached.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CloudError, createCloudClient, type CloudClient } from '../../server/hub/cloud-client.js';
import { checkHub } from '../../server/hub/hub-check.js';
import { hubFiles, type HubFiles } from '../../server/hub/hub-files.js';
import { pullRound } from '../../server/hub/hub-round.js';
import { registerHubServing } from '../../server/hub/hub-serving.js';
import { freePort } from '../support/server-process.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, bearer, createTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
let files: HubFiles;
let holdsCamp = false;

beforeAll(async () => {
  server = await createTestServer(
    {},
    {
      prepare: (app, config) => {
        files = hubFiles(config.DATA_DIR);
        registerHubServing(app, files, () => holdsCamp);
      },
    },
  );
});

afterAll(() => server.close());

/** A cloud the hub must not call: the round stops before it would. */
const noCloud: CloudClient = {
  address: 'https://camp.example.org',
  json: () => Promise.reject(new CloudError('unreachable', 'called')),
  bytes: () => Promise.reject(new CloudError('unreachable', 'called')),
};

describe('the hub’s own serving', () => {
  it('answers /api/health 503 with a sentence until it holds the camp', async () => {
    const before = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(before.statusCode).toBe(503);
    expect(before.json<{ error: string }>().error).toBe('The camp hub does not hold the camp yet: it is still copying it from the cloud.');
    holdsCamp = true;
    expect((await server.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('stops pulling once it took a change of its own, which sign-ins and reads are not', async () => {
    const camper = await server.user('camper');
    await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    await server.app.inject({ method: 'GET', url: '/api/packing', headers: bearer(camper) });
    expect(files.hasLocalChanges()).toBe(false);

    const ticked = await server.app.inject({
      method: 'PUT',
      url: '/api/packing/1',
      headers: bearer(camper),
      payload: { is_checked: true },
    });
    expect(ticked.statusCode).toBe(200);
    expect(files.hasLocalChanges()).toBe(true);
    const said: string[] = [];
    const pulled = await pullRound({
      cloud: noCloud,
      db: server.database.db,
      photos: server.app.ctx.images,
      files,
      diskBudget: 0,
      say: (l) => said.push(l),
    });
    expect(pulled).toBe(false);
    expect(said.join(' ')).toContain('a pull would overwrite them');
  });

  it('checks with a plain sentence, and a non-zero code, when the cloud cannot be reached', async () => {
    files.writeHeld({ pulledAt: new Date().toISOString(), tables: [], photos: [], photoBytes: 0 });
    const said: string[] = [];
    const code = await checkHub(createCloudClient(new URL(`http://127.0.0.1:${await freePort()}`), 'hub_key'), files, (l) => said.push(l));
    expect(code).toBe(2);
    expect(said.join(' ')).toMatch(/cannot be reached.*The check cannot compare the hub with the cloud/);
  });
});
