import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client.js';
import { jobLeases } from '../../server/db/schema/index.js';

/** Makes a scheduled job's last run a day old, as if its period had passed since the server started. */
export async function makeJobDue(db: Db, name: string): Promise<void> {
  await db
    .update(jobLeases)
    .set({ lastCompleteAt: sql`now() - interval '1 day'` })
    .where(eq(jobLeases.name, name));
}
