/**
 * How many times this process replaced its database's rows wholesale (a camp hub's pull, server/hub/hub-round.ts).
 * Snapshots kept in memory under a change stamp (the events' schedule, the feed's first page) add it to their stamp:
 * stamps count writes as they happen, and a copy replaced under them can show an old stamp with other rows.
 */
let replaced = 0;

/** Part of every kept snapshot's stamp. */
export const replacedCopies = (): number => replaced;

/** Says the rows were replaced: every kept snapshot is read again. */
export function noteCopyReplaced(): void {
  replaced += 1;
}
