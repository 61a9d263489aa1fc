import type { AppContext } from '../context.js';
import { boardWatcherIds } from './board-repository.js';

/** Tells the organizers' and admins' open sockets that a board changed, so their board reads it again at once. */
export async function tellBoardWatchers(ctx: Pick<AppContext, 'db' | 'hub'>, rollCallId: string): Promise<void> {
  await ctx.hub.send(await boardWatcherIds(ctx.db), { type: 'roll_call_changed', roll_call_id: rollCallId });
}
