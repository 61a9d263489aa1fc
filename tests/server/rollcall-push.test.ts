import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RollCall } from '../../contracts/rollcalls.js';
import { eventually } from '../support/e2e-session.js';
import { startPushService, subscribePhone, type PushService } from '../support/push-service.js';
import { bearer, createServerWithRoles, type TestServer, type TestUser } from '../support/test-server.js';

let server: TestServer;
let push: PushService;
let organizer: TestUser;
let camper: TestUser;
beforeAll(async () => {
  ({ server, organizer, camper } = await createServerWithRoles());
  push = await startPushService();
}, 180_000);
afterAll(async () => {
  await push?.close();
  await server?.close();
});

describe('a roll call starting', () => {
  it('pushes every camper in their language, leading to the Safety Center, and not the organizer who started it', async () => {
    const [english, spanish, starter] = [
      await subscribePhone(server.app, push, camper),
      await subscribePhone(server.app, push, await server.user('camper'), 'es'),
      await subscribePhone(server.app, push, organizer),
    ];
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/roll-calls',
      headers: bearer(organizer),
      payload: { message: 'Fire alarm: meet at the flagpole' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<RollCall>().closed_at).toBeNull();
    await eventually(async () => english.received.length === 1 && spanish.received.length === 1, 'the pushes');
    expect(english.received).toEqual([{ title: 'Roll call: are you safe?', body: 'Fire alarm: meet at the flagpole', path: '/safety' }]);
    expect(spanish.received).toEqual([
      { title: 'Pase de lista: ¿están a salvo?', body: 'Fire alarm: meet at the flagpole', path: '/safety' },
    ]);
    expect(starter.received).toEqual([]);
  });
});
