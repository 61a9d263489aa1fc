import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { conflict, forbidden } from '../http/errors.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Inside a transaction: locks every active administrator (in one order, so two admins acting on
 * each other at once take turns), checks the actor is still one of them, and refuses to leave none.
 */
export async function assertAdminRemains(
  tx: Tx,
  actorId: string,
  target: { id: string; role: string },
  lastAdminMessage: string,
): Promise<void> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'approved'), isNull(users.deletionRequestedAt)))
    .orderBy(asc(users.id))
    .for('update');
  if (!admins.some((a) => a.id === actorId)) throw forbidden('Only administrators can do that.');
  if (target.role === 'admin' && !admins.some((a) => a.id !== target.id)) throw conflict(lastAdminMessage);
}
