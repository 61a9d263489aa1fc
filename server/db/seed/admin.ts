import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import { hashPassword } from '../../infra/passwords.js';
import type { Db } from '../client.js';
import { users } from '../schema/index.js';

/** Creates the first administrator once; returns the sign-in to print, if any. */
export async function seedAdmin(db: Db, config: Config): Promise<string | undefined> {
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (existing.length > 0) return undefined;
  const email = (config.ADMIN_EMAIL ?? 'admin@camp.local').toLowerCase();
  const generated = !config.ADMIN_PASSWORD;
  const password = config.ADMIN_PASSWORD ?? randomBytes(9).toString('base64url');
  await db.insert(users).values({
    email,
    passwordHash: await hashPassword(password),
    role: 'admin',
    status: 'approved',
    mustChangePassword: generated,
    firstName: 'Camp',
    lastName: 'Admin',
  });
  return generated
    ? `Administrator sign-in (shown once): ${email} / ${password}  (you will be asked to change it)`
    : `Administrator sign-in: ${email} with ADMIN_PASSWORD`;
}
