/**
 * People made straight in a bench's database, approved, the first with a role of its own (the one who posts or
 * administers) and the rest campers, each with a sign-in token signed with the server's secret.
 */
import { randomBytes } from 'node:crypto';
import { signToken } from '../../server/auth/jwt.js';
import type { Db } from '../../server/db/client.js';
import { users } from '../../server/db/schema/index.js';

type Role = (typeof users.$inferInsert)['role'];

export async function benchPeople(db: Db, secret: string, count: number, firstRole: Role) {
  const tag = randomBytes(4).toString('hex');
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `bench-${tag}-${i}@camp.test`,
        passwordHash: 'x',
        role: i === 0 ? firstRole : ('camper' as const),
        status: 'approved' as const,
        firstName: `B${i}`,
        lastName: 'Bench',
      })),
    )
    .returning();
  const tokens = await Promise.all(rows.map((u) => signToken(secret, { sub: u.id, ver: u.tokenVersion })));
  return { rows, tokens };
}
