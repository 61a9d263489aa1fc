import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { householdMembers } from '../db/schema/index.js';

/** The ids of everyone in the person's household, the person included; just the person when they have none. */
export async function householdMemberIds(db: Db, userId: string): Promise<string[]> {
  const [own] = await db
    .select({ householdId: householdMembers.householdId })
    .from(householdMembers)
    .where(eq(householdMembers.userId, userId));
  if (!own) return [userId];
  const rows = await db
    .select({ userId: householdMembers.userId })
    .from(householdMembers)
    .where(eq(householdMembers.householdId, own.householdId));
  return rows.map((r) => r.userId);
}
