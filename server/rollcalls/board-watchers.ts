import { inArray } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { users } from '../db/schema/index.js';

/** Tells the organizers' and admins' open sockets that a board changed, so their board reads it again at once. */
export async function tellBoardWatchers(ctx: Pick<AppContext, 'db' | 'hub'>, rollCallId: string): Promise<void> {
  const watchers = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.role, ['admin', 'organizer']));
  await ctx.hub.send(
    watchers.map((w) => w.id),
    { type: 'roll_call_changed', roll_call_id: rollCallId },
  );
}
