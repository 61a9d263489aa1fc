import type { ServerErrorCode } from '../../contracts/error-codes.js';
import type { Tx } from '../db/client.js';
import { conflict, forbidden } from '../http/errors.js';
import { lockActiveAdmins } from './repository.js';

/**
 * Inside a transaction: locks every active administrator (in one order, so two admins acting on
 * each other at once take turns), checks the actor is still one of them, and refuses to leave none.
 */
export async function assertAdminRemains(
  tx: Tx,
  actorId: string,
  target: { id: string; role: string },
  lastAdmin: ServerErrorCode,
): Promise<void> {
  const admins = await lockActiveAdmins(tx);
  if (!admins.includes(actorId)) throw forbidden('admins_only');
  if (target.role === 'admin' && !admins.some((id) => id !== target.id)) throw conflict(lastAdmin);
}
