import { and, eq, isNull, sql } from 'drizzle-orm';
import { nameKey } from '../../contracts/teams.js';
import type { Db } from '../db/client.js';
import { teamMembers, teams, users } from '../db/schema/index.js';

/**
 * Links a team's unlinked members to camp accounts whose full name matches, ignoring case, accents
 * and extra spaces. A name two accounts share is left unlinked rather than guessed.
 * Returns the names linked now.
 */
export async function autoLinkTeam(db: Db, teamId: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const waiting = await tx
      .select({ id: teamMembers.id, name: teamMembers.name })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), isNull(teamMembers.userId)))
      .for('update');
    if (waiting.length === 0) return [];
    const people = await tx
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(and(eq(users.status, 'approved'), isNull(users.deletionRequestedAt)));
    const byName = new Map<string, string | null>();
    for (const p of people) {
      const key = nameKey(`${p.firstName} ${p.lastName}`);
      byName.set(key, byName.has(key) ? null : p.id);
    }
    const linked: string[] = [];
    for (const member of waiting) {
      const userId = byName.get(nameKey(member.name));
      if (!userId) continue;
      await tx.update(teamMembers).set({ userId }).where(eq(teamMembers.id, member.id));
      linked.push(member.name);
    }
    if (linked.length > 0)
      await tx
        .update(teams)
        .set({ updatedAt: sql`now()` })
        .where(eq(teams.id, teamId));
    return linked;
  });
}
