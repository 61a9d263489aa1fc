import { useLiveQuery } from '../hooks/use-live-query';
import type { Poll } from '../../../contracts/polls';
import type { LocalMark } from '../schema';
import { getMeta } from '../meta-repo';
import { DEFAULT_POLL_VOTE } from './polls-store';
import { db } from '../schema';

/** Cached polls, newest first (undefined while loading). */
export function usePolls(): (Poll & LocalMark)[] | undefined {
  return useLiveQuery(async () => (await db.polls.toArray()).sort((a, b) => b.createdAt.localeCompare(a.createdAt)), []);
}

/** The option chosen on the default poll on this phone, null for none (undefined while loading). */
export function useDefaultPollVote(): string | null | undefined {
  return useLiveQuery(async () => (await getMeta<string>(DEFAULT_POLL_VOTE)) ?? null, []);
}
