/** Roll calls on the phone: the open one (the banner's) and the word that an organizer's board changed. */
import { getMeta, setMeta } from '../meta-repo';
import { db } from '../schema';

const BOARD_CHANGED_KEY = 'rollCallBoardChanged';

export interface BoardChange {
  rollCallId: string;
  at: number;
}

/** The socket said this roll call's board changed (an organizer's or admin's phone reads it again). */
export function noteBoardChanged(rollCallId: string): Promise<void> {
  return setMeta(BOARD_CHANGED_KEY, { rollCallId, at: Date.now() } satisfies BoardChange);
}

export async function lastBoardChange(): Promise<BoardChange | null> {
  return (await getMeta<BoardChange>(BOARD_CHANGED_KEY)) ?? null;
}

/** The open roll call, the newest if ever more than one is on the phone; null when none is open. */
export async function openRollCall() {
  const open = (await db.rollCalls.toArray()).filter((r) => !r.closed_at);
  return open.sort((a, b) => b.started_at.localeCompare(a.started_at))[0] ?? null;
}
