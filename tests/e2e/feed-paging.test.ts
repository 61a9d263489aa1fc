import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts, users } from '../../server/db/schema/index.js';
import { hashPassword } from '../../server/infra/passwords.js';
import { type Browser, closeE2e, type E2eServer, openE2e } from '../support/e2e.js';
import { apiLogin, eventually, openSignedIn } from '../support/e2e-session.js';

let server: E2eServer;
let browser: Browser;
beforeAll(async () => {
  ({ server, browser } = await openE2e());
});
afterAll(() => closeE2e(server, browser));

describe('a long feed on the phone', () => {
  it('draws the newest posts first and the rest as the camper scrolls', async () => {
    const [robin] = await server.database.db
      .insert(users)
      .values({
        email: 'robin@camp.test',
        passwordHash: await hashPassword('campfire-123'),
        role: 'camper',
        status: 'approved',
        firstName: 'Robin',
        lastName: 'Hood',
      })
      .returning();
    if (!robin) throw new Error('no camper');
    const session = await apiLogin(server.url, 'robin@camp.test', 'campfire-123');
    const { page } = browser;
    await openSignedIn(page, server.url, session, '/');
    const now = Date.now();
    await server.database.db.insert(posts).values(
      Array.from({ length: 35 }, (_, i) => ({
        userId: robin.id,
        caption: `Moment ${i + 1}`,
        createdAt: new Date(now - (35 - i) * 60_000),
      })),
    );
    await page.reload();
    const cards = page.locator('[data-testid="post"]');
    await cards.filter({ hasText: 'Moment 35' }).waitFor();
    expect(await cards.count()).toBeLessThan(35);
    await eventually(
      async () => {
        await page.mouse.wheel(0, 5000);
        return (await cards.count()) >= 35;
      },
      'every post drawn after scrolling',
      30_000,
    );
  });
});
