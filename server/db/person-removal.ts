/**
 * Removing a person, area by area, the way the account export reads their rows area by area (own-rows.ts):
 * each area's repository supplies its part, and server/profile/remove-person-repository.ts runs the parts
 * in one transaction around the delete of the person's row (their own rows go with it: foreign keys cascade).
 */
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

/** The person going, the other members of their household, and the member who takes the household's answers. */
interface Leaving {
  userId: string;
  family: string[];
  heir: string | undefined;
}

/** What an area does once the person's row has gone, and the photos it leaves to remove after the commit. */
interface AfterRemoval {
  /** Tombstones, touches and stamps, so every phone's next pull corrects what it holds of the person. */
  tell: () => Promise<void>;
  photos?: (string | null)[];
}

/** An area's part: what it reads (and hands over) before the person's row goes, then its `AfterRemoval`. */
export type RemovePersonRows = (tx: Db, leaving: Leaving) => Promise<AfterRemoval>;

/** Each id once, in the order first met. */
export const distinct = <T>(rows: T[], pick: (row: T) => string): string[] => [...new Set(rows.map(pick))];

/** The ids in `column` of the rows of its table matching `where`, each once. */
export async function idsWhere(tx: Db, column: AnyPgColumn, where: SQL | undefined): Promise<string[]> {
  return distinct(await tx.select({ id: column }).from(column.table).where(where), (r) => String(r.id));
}
