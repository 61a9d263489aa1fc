/**
 * Removing a person: an administrator's delete (admin-routes.ts) and the purge 30 days after a person asked
 * (account-purge.ts) both go through `removePerson`, inside their transaction. The account's row goes and its
 * rows go with it (foreign keys cascade); what every other phone holds of them is corrected in the same
 * transaction, so the next pull (GET /api/pull?cursor=) brings it. Each area supplies its part
 * (server/db/person-removal.ts), listed below in the order they run:
 * - events: the events they answered are locked first (RSVPs queue behind); an RSVP or a place in line of a
 *   household with other members stays the household's (handed to a member who stays, as it is: the family may
 *   change its party), the person's own go, and each event's line fills the places freed, with its "You're in"
 *   notice (`promoteWaiting`); sign-ups: the same for claims, and the sheets they claimed on are touched;
 * - feed: tombstones for their posts, touches for the posts they liked or commented on (their comments leave with
 *   their posts' next copy: a post carries its comments); polls: touches for the polls they voted in;
 * - chat: tombstones for their messages (`messages:<conversation>`), touches for the messages they reacted to or
 *   that answer one of theirs (quoted as deleted now), stamps for their conversations (members, last message,
 *   unread counts); conversations left with nobody go as well;
 * - teams: stamps for the teams they were linked to; roll calls: touches for those they or their household
 *   answered (and the open ones, whose banner counts one fewer for a household that stays); households: a stamp
 *   for their household;
 * - profile, here: the person in the directory (`users`) gets its tombstone.
 * Returns the addresses of the photos to remove once the transaction has committed (their avatar, the photos
 * of their posts and messages, and of conversations that went).
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { RemovePersonRows } from '../db/person-removal.js';
import { users } from '../db/schema/index.js';
import { removeChatRows } from '../chat/person-removal-repository.js';
import { removeEventRows, type LineContext } from '../events/registrations-repository.js';
import { removeFeedRows } from '../feed/repository.js';
import { householdMemberIds, removeHouseholdRows } from '../households/repository.js';
import { removePollRows } from '../polls/repository.js';
import { removeRollCallRows } from '../rollcalls/repository.js';
import { removeSignupRows } from '../signups/repository.js';
import { removeTeamRows } from '../teams/repository.js';
import { recordDeletion } from '../replication/delta.js';

/** Every area's part, in order: the events lock and hand over first, so the sign-ups read the claims as they then stand. */
const areaParts = (line: LineContext): RemovePersonRows[] => [
  removeEventRows(line),
  removeSignupRows,
  removeFeedRows,
  removePollRows,
  removeChatRows,
  removeTeamRows,
  removeRollCallRows,
  removeHouseholdRows,
];

/** Removes the person and everything they hold, telling every phone (see the header); the photos to remove after the commit. */
export async function removePerson(tx: Db, userId: string, line: LineContext): Promise<(string | null)[]> {
  const [person] = await tx.select({ avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, userId)).for('update');
  if (!person) return [];
  const family = (await householdMemberIds(tx, userId)).filter((id) => id !== userId);
  // The one who takes the household's answers: a member staying at camp (not one also waiting for their purge).
  const [heir] = family.length
    ? await tx
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, family), isNull(users.deletionRequestedAt)))
        .orderBy(asc(users.id))
        .limit(1)
    : [];

  const leaving = { userId, family, heir: heir?.id };
  const afters = [];
  for (const part of areaParts(line)) afters.push(await part(tx, leaving));
  await tx.delete(users).where(eq(users.id, userId));
  await recordDeletion(tx, 'users', [userId]);
  for (const after of afters) await after.tell();
  return [person.avatarUrl, ...afters.flatMap((after) => after.photos ?? [])];
}
