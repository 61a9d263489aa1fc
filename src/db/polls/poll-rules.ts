import type { Poll } from '../../../contracts/polls';
import { isPollOpen } from '../../../contracts/polls-rules';
import { i18next } from '../../i18n';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The feed's countdown (SPEC §4.4): days, hours or minutes remaining, or 'Expired'; null without an expiry. */
export function feedRemaining(expiresAt: string | null, now: number = Date.now()): string | null {
  if (expiresAt === null) return null;
  const left = Date.parse(expiresAt) - now;
  if (left <= 0) return i18next.t('polls:expired');
  if (left >= DAY) return i18next.t('polls:daysLeft', { count: Math.floor(left / DAY) });
  if (left >= HOUR) return i18next.t('polls:hoursLeft', { count: Math.floor(left / HOUR) });
  return i18next.t('polls:minutesLeft', { count: Math.max(1, Math.floor(left / MINUTE)) });
}

/** The admin card's countdown (SPEC §2.3): 'Xh Ym remaining' or 'Ym remaining', or 'Expired'. */
export function adminRemaining(expiresAt: string | null, now: number = Date.now()): string | null {
  if (expiresAt === null) return null;
  const left = Date.parse(expiresAt) - now;
  if (left <= 0) return i18next.t('polls:expired');
  const hours = Math.floor(left / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  return hours > 0 ? i18next.t('polls:hoursMinutesLeft', { hours, minutes }) : i18next.t('polls:shortMinutesLeft', { minutes });
}

/** What the feed shows of a poll (Reading A, SPEC §4.4). */
export type PollReading = 'vote' | 'thanks' | 'results' | 'no-votes';

export function pollReading(poll: Pick<Poll, 'isActive' | 'expiresAt' | 'userVote' | 'totalVotes'>, now: number = Date.now()): PollReading {
  if (isPollOpen(poll, now)) return poll.userVote ? 'thanks' : 'vote';
  return poll.totalVotes > 0 ? 'results' : 'no-votes';
}

/** SPEC §5: a vote needs a chosen option, no earlier vote, an open poll and no request in flight. */
export function canVote(
  poll: Pick<Poll, 'isActive' | 'expiresAt' | 'userVote'>,
  selected: string | null,
  inFlight: boolean,
  now: number = Date.now(),
): boolean {
  return selected !== null && poll.userVote === null && isPollOpen(poll, now) && !inFlight;
}

/** The poll as it reads once `optionId` has been chosen: the vote shows at once, before any server answers. */
export function withVote<T extends Pick<Poll, 'userVote' | 'totalVotes' | 'options'>>(poll: T, optionId: string): T {
  return {
    ...poll,
    userVote: optionId,
    totalVotes: poll.totalVotes + 1,
    options: poll.options.map((o) => (o.id === optionId ? { ...o, votes: o.votes + 1 } : o)),
  };
}

/** Shown when no poll is cached and the load fails (SPEC §8). */
export const defaultPoll: Poll = {
  id: 'default-poll',
  question: 'What time of year is best for the next camp?',
  options: [
    { id: 'default-summer', text: 'During summer months', votes: 0 },
    { id: 'default-labor-day', text: 'Labor Day Weekend', votes: 0 },
    { id: 'default-oktoberfest', text: 'Closer to Oktoberfest', votes: 0 },
  ],
  isActive: true,
  createdAt: '2025-09-05T00:00:00.000Z',
  expiresAt: null,
  totalVotes: 0,
  userVote: null,
};

/** Admin summary tiles: Total Polls, Active Polls, Total Votes (SPEC §2.3). */
export function pollTotals(polls: Pick<Poll, 'isActive' | 'expiresAt' | 'totalVotes'>[], now: number = Date.now()) {
  return {
    total: polls.length,
    active: polls.filter((p) => isPollOpen(p, now)).length,
    votes: polls.reduce((sum, p) => sum + p.totalVotes, 0),
  };
}
