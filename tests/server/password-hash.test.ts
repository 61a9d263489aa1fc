import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema/index.js';
import { hashPassword, needsRehash, setHashCostForTests, verifyPassword } from '../../server/infra/passwords.js';
import { login } from '../support/accounts.js';
import { createTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  // The other test files hash cheaply (tests/support/cheap-password-hashing.ts); this one checks the cost camps get.
  setHashCostForTests();
  server = await createTestServer();
});
afterAll(async () => server.close());

/** A hash as the server wrote them before: scrypt with Node's defaults (N=2^14). */
function legacyHash(password: string): string {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('base64url')}$${scryptSync(password, salt, 64).toString('base64url')}`;
}

describe('password hashing', () => {
  it("hashes at OWASP's scrypt strength (N=2^17, r=8, p=1) and verifies only the right password", async () => {
    const hash = await hashPassword('campfire-123');
    expect(hash).toMatch(/^scrypt\$ln=17,r=8,p=1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await verifyPassword('campfire-123', hash)).toBe(true);
    expect(await verifyPassword('campfire-124', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
    expect(await verifyPassword('x', 'scrypt$ln=99,r=8,p=1$AAAA$AAAA')).toBe(false);
  });

  it('signs in a user with an older hash and replaces it with a strong one on the way', async () => {
    const old = legacyHash('lakeside-9');
    expect(needsRehash(old)).toBe(true);
    const user = await server.user('camper', { passwordHash: old });
    expect((await login(server.app, user.email, 'lakeside-9')).status).toBe(200);
    const [row] = await server.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^scrypt\$ln=17,/);
    expect((await login(server.app, user.email, 'lakeside-9')).status).toBe(200);
    expect((await login(server.app, user.email, 'wrong-pass')).status).toBe(401);
  });
});
