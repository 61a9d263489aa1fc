import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rules, users } from '../../server/db/schema/index.js';
import { hashPassword } from '../../server/infra/passwords.js';
import { apiLogin } from '../support/e2e-session.js';
import { describeTraffic, reconnect, reconnectPhone, type ReconnectPhone } from '../support/reconnect-scenario.js';

/** The phone's radio wakes for every request, and at the campsite each one may be the last that gets through. */
let phone: ReconnectPhone;

beforeAll(async () => {
  phone = await reconnectPhone(
    async (server) => {
      const passwordHash = await hashPassword('lakeside-2025');
      await server.database.db
        .insert(users)
        .values({ email: 'ana.reyes@camp.test', passwordHash, role: 'camper', status: 'approved', firstName: 'Ana', lastName: 'Reyes' });
      return apiLogin(server.url, 'ana.reyes@camp.test', 'lakeside-2025');
    },
    { path: '/rules' },
  );
});
afterAll(() => phone?.close());

describe('a reconnect costs one small request', () => {
  it('with nothing new: exactly one pull, under 2 KB both ways with every header', async () => {
    const traffic = await reconnect(phone);
    expect(
      traffic.requests.map((e) => `${e.method} ${e.target.split('?')[0]} ${e.status}`),
      describeTraffic(traffic),
    ).toEqual(['GET /api/pull 200']);
    expect(traffic.bytes, describeTraffic(traffic)).toBeLessThan(2048);
    // The live socket reopens at once with the signal, and the pull follows it (so no change falls between them).
    expect(traffic.socket).toHaveLength(1);
  });

  it('with a change made meanwhile: still one pull, which brings it to the screen', async () => {
    const { page } = phone.browser;
    // Written straight into the database: a change made through the API would also poke the live
    // sockets a second later, and that poke could reach the phone just after its signal returned.
    const traffic = await reconnect(phone, async () => {
      await phone.server.database.db.insert(rules).values({
        title: 'Canoes back by sunset',
        description: 'Every canoe is on the rack before dark.',
        category: 'Safety',
        importance: 'high',
      });
    });
    await page.getByText('Canoes back by sunset').waitFor();
    expect(
      traffic.requests.map((e) => `${e.method} ${e.target.split('?')[0]} ${e.status}`),
      describeTraffic(traffic),
    ).toEqual(['GET /api/pull 200']);
  });
});
