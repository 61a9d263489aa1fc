/** Snap polls on the phone: filled by the replication stream; votes are in polls-mutations.ts. */
import { setMeta } from '../meta-repo';

/** Meta key of the vote on the default poll of SPEC §8, which exists on no server. */
export const DEFAULT_POLL_VOTE = 'default-poll-vote';

/** Keeps the vote on the default poll on this phone (it is shown only when no real poll could be loaded). */
export async function saveDefaultPollVote(optionId: string): Promise<void> {
  await setMeta(DEFAULT_POLL_VOTE, optionId);
}
