/**
 * How a tap reads on screen before its change is in the database (src/db/taps/tap.ts): pure
 * functions of the row and the tap's arguments, part of its kind's one registry entry (`tap`). No
 * Dexie here, so the first screen draws a tap without loading the registry.
 */
export interface TapLook<Args, Row extends { id: string | number }> {
  /** The table of src/db/schema.ts holding the row the tap changes. */
  table: 'posts' | 'packing' | 'events' | 'polls';
  /** The key of that row. */
  idOf(args: Args): string | number;
  /** The row already reads as the tap left it. */
  shows(row: Row, args: Args): boolean;
  /** The row as the tap leaves it: the kind's `apply` writes it to the database. */
  show<R extends Row>(row: R, args: Args): R;
  /** What the camper is told when the phone could not keep it (a key of the `common` catalog). */
  notSaved: `common:tapNotSaved.${string}`;
}

/** A tap's look, taking `Args` (its mutation's arguments) and changing rows holding at least `Row`. */
export const defineTap = <Args, Row extends { id: string | number }>(look: TapLook<Args, Row>): TapLook<Args, Row> => look;
