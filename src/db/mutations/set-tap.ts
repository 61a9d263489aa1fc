import type { OutboxRow } from '../schema';
import type { TapLook } from '../taps/tap-look';
import { changeRow, defineMutation, type Planned, type Records, type TappedMutationDef } from './define';

/**
 * A tap that sets one state of one row (a like, a packing tick): nothing is queued when the row already reads so; else
 * the desired state goes as a 'set' change (the last tap stands, a tap back to what the server holds cancels both),
 * shown at once by the tap's look and undone by putting the row back. The server answers with the row's new state.
 */
export function setTap<Args, Row extends { id: string | number }, Stored extends Row>(
  tap: TapLook<Args, Row>,
  table: Records<Stored>,
  change: {
    /** Its entity, request, baseline (the state the phone last had from the server) and label, from the row as the phone holds it. */
    sent: (args: Args, current: Stored) => Omit<Planned, 'coalesce'>;
    settle: (answer: unknown, args: Args, row: OutboxRow) => Promise<void>;
  },
): TappedMutationDef<Args, Row> {
  return defineMutation({
    tap,
    async plan(args) {
      const [current] = await table.bulkGet([tap.idOf(args)]);
      if (!current || tap.shows(current, args)) return null;
      return { ...change.sent(args, current), coalesce: 'set' };
    },
    apply: (args) => changeRow(table, tap.idOf(args), (row) => tap.show(row, args)),
    settle: change.settle,
    answerIsRow: true,
  });
}
