/** Snap polls on the phone: filled by the replication stream; votes are in src/db/mutations/polls.ts. */
import { pollSchema } from '../../contracts/polls';
import { setMeta } from './meta-repo';
import { db } from './schema';

/** Meta key of the vote on the default poll of SPEC §8, which exists on no server. */
export const DEFAULT_POLL_VOTE = 'default-poll-vote';

/** The server's copy of one poll (after a vote or an admin change). */
export async function storePoll(body: unknown): Promise<void> {
  await db.polls.put(pollSchema.parse(body));
}

export async function removePoll(id: string): Promise<void> {
  await db.polls.delete(id);
}

/** Keeps the vote on the default poll on this phone (it is shown only when no real poll could be loaded). */
export async function saveDefaultPollVote(optionId: string): Promise<void> {
  await setMeta(DEFAULT_POLL_VOTE, optionId);
}
