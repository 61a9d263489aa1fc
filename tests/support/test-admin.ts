import { setHashCostForTests } from '../../server/infra/passwords.js';

/** The administrator every test database starts with (ADMIN_EMAIL and ADMIN_PASSWORD of the tests' config). */
export const ADMIN_EMAIL = 'admin@camp.test';
export const ADMIN_PASSWORD = 'admin-password-1';

/**
 * Tests hash passwords at scrypt's N=2^10 instead of OWASP's 2^17, so each sign-in, sign-up and password change
 * costs milliseconds instead of most of a second and 128 MiB of a core (the rate-limit and slow-down tests sign in
 * dozens of times). Called by each test file's setup (tests/support/cheap-password-hashing.ts) and before the run's
 * template databases are seeded; tests/server/password-hash.test.ts puts OWASP's cost back and checks it.
 */
export const hashPasswordsCheaply = (): void => setHashCostForTests(10);
