/**
 * GET /users/me/export: a complete JSON of everything the person created (DECISIONS "Account deletion"). Each
 * area's repository reads its own rows; they are gathered here, one area after another, in the export's order.
 */
import type { AccountExport } from '../../contracts/profile-account.js';
import type { Db } from '../db/client.js';
import type { AuthUser } from '../auth/authenticate.js';
import { chatExport } from '../chat/repository.js';
import { eventsExport } from '../events/repository.js';
import { feedExport } from '../feed/repository.js';
import { instagramExport } from '../instagram/repository.js';
import { invitationsExport } from '../invitations/invitations-repository.js';
import { packingExport } from '../packing/repository.js';
import { pollsExport } from '../polls/repository.js';
import { reflectionsExport } from '../reflections/repository.js';
import { serializeUser } from './serialize-user.js';

export async function buildExport(db: Db, user: AuthUser, now = new Date()): Promise<AccountExport> {
  const id = user.id;
  return {
    exported_at: now.toISOString(),
    account: serializeUser(user),
    ...(await feedExport(db, id)),
    ...(await pollsExport(db, id)),
    ...(await eventsExport(db, id)),
    ...(await chatExport(db, id)),
    ...(await reflectionsExport(db, id)),
    ...(await packingExport(db, id)),
    ...(await instagramExport(db, id)),
    ...(await invitationsExport(db, id)),
  };
}
