/**
 * Sign-in codes (one per person, kept as an HMAC). A code names nobody, so a wrong code counts against
 * every code alive at that moment: each lives through at most DEVICE_CODE_RULES.wrongTries wrong tries
 * of anyone, which bounds a guesser's chance per code to wrongTries in 10^digits however many addresses
 * they use.
 */
import { and, eq, gt, lt, lte, or, sql } from 'drizzle-orm';
import { DEVICE_CODE_RULES } from '../../contracts/invitations-rules.js';
import type { Db } from '../db/client.js';
import { deviceCodes } from '../db/schema/index.js';

const alive = (at: Date) => and(gt(deviceCodes.expiresAt, at), lt(deviceCodes.wrongTries, DEVICE_CODE_RULES.wrongTries));

/**
 * Keeps the person's new code in place of their old one; false when another person's live code has the
 * same hash (the caller draws again). Dead codes are cleared first, so they never block a new one.
 */
export async function keepDeviceCode(db: Db, code: { userId: string; codeHash: string; expiresAt: Date; at: Date }): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx
      .delete(deviceCodes)
      .where(
        or(
          eq(deviceCodes.userId, code.userId),
          lte(deviceCodes.expiresAt, code.at),
          sql`${deviceCodes.wrongTries} >= ${DEVICE_CODE_RULES.wrongTries}`,
        ),
      );
    const [kept] = await tx
      .insert(deviceCodes)
      .values({ userId: code.userId, codeHash: code.codeHash, expiresAt: code.expiresAt, createdAt: code.at })
      .onConflictDoNothing()
      .returning({ userId: deviceCodes.userId });
    return kept !== undefined;
  });
}

/**
 * Uses a code once at `at`: deletes it when alive and answers its person's id. A code that is no live
 * code (wrong, used, expired or killed) counts one wrong try against every live code, and answers undefined.
 */
export async function useDeviceCode(db: Db, codeHash: string, at: Date): Promise<string | undefined> {
  const [used] = await db
    .delete(deviceCodes)
    .where(and(eq(deviceCodes.codeHash, codeHash), alive(at)))
    .returning({ userId: deviceCodes.userId });
  if (used) return used.userId;
  await db
    .update(deviceCodes)
    .set({ wrongTries: sql`${deviceCodes.wrongTries} + 1` })
    .where(alive(at));
  return undefined;
}
