/**
 * What the camp hub adds to the app it serves (server/hub/hub-serving.ts, hub-round.ts, hub-check.ts): /api/health is
 * 503 with a sentence until the hub holds the camp; a write the hub cannot send up to the cloud is 503 with a
 * sentence, while sign-ins and commands pass; and --check says so when the cloud cannot be reached.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCloudClient } from '../../server/hub/cloud-client.js';
import { checkHub } from '../../server/hub/hub-check.js';
import { hubFiles, type HubFiles } from '../../server/hub/hub-files.js';
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
        registerHubServing(app, () => holdsCamp);
      },
    },
  );
});

afterAll(() => server.close());

describe('the hub’s own serving', () => {
  it('answers /api/health 503 with a sentence until it holds the camp', async () => {
    const before = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(before.statusCode).toBe(503);
    expect(before.json<{ error: string }>().error).toBe('The camp hub does not hold the camp yet: it is still copying it from the cloud.');
    holdsCamp = true;
    expect((await server.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('refuses with a sentence the writes it cannot send up to the cloud, and lets sign-ins and commands through', async () => {
    const camper = await server.user('camper');
    const admin = await server.user('admin');
    const signedIn = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    expect(signedIn.statusCode).toBe(200);
    const ticked = await server.app.inject({
      method: 'PUT',
      url: '/api/packing/1',
      headers: bearer(camper),
      payload: { is_checked: true },
    });
    expect(ticked.statusCode).toBe(200);

    const invitation = await server.app.inject({ method: 'POST', url: '/api/admin/invitations', headers: bearer(admin), payload: {} });
    expect(invitation.statusCode).toBe(503);
    expect(invitation.json()).toEqual({
      code: 'hub_needs_cloud',
      error: "This needs the internet: the camp hub can't make this change. Try again when the camp is online.",
    });
    const password = await server.app.inject({
      method: 'PUT',
      url: '/api/users/me/password',
      headers: bearer(camper),
      payload: { current_password: 'password-123', new_password: 'another-pass-456' },
    });
    expect(password.statusCode).toBe(503);
    expect((await server.app.inject({ method: 'POST', url: '/api/no-such-thing', headers: bearer(camper) })).statusCode).toBe(404);
  });

  it('checks with a plain sentence, and a non-zero code, when the cloud cannot be reached', async () => {
    files.writeHeld({ pulledAt: new Date().toISOString(), tables: [], photos: [], photoBytes: 0 });
    const said: string[] = [];
    const code = await checkHub(createCloudClient(new URL(`http://127.0.0.1:${await freePort()}`), 'hub_key'), files, (l) => said.push(l));
    expect(code).toBe(2);
    expect(said.join(' ')).toMatch(/cannot be reached.*The check cannot compare the hub with the cloud/);
  });
});
