import { useCallback, useRef } from 'react';
import type { Poll } from '../../../contracts/polls';
import { useDefaultPollVote, usePolls } from '../../db/polls/use-polls';
import { useTappedRows } from '../../db/hooks/use-tapped';
import { tap } from '../../db/taps/tap';
import { useReplicationStatus } from '../../db/hooks/use-replication-status';
import { saveDefaultPollVote } from '../../db/polls/polls-store';
import { useTranslation } from '../../i18n';
import { defaultPoll, withVote } from '../../db/polls/poll-rules';
import { useAuthStore } from '../../stores/auth-store';
import { FeedPollCard } from './components/feed-poll-card';

/** The default poll of SPEC §8, voted on this phone only (it is on no server); the vote is kept on the phone. */
function useDefaultPoll() {
  const chosen = useDefaultPollVote();
  const poll = chosen ? withVote(defaultPoll, chosen) : defaultPoll;
  return { poll: useTranslatedDefault(poll), vote: saveDefaultPollVote };
}

const defaultOptionKeys: Record<string, 'summer' | 'laborDay' | 'oktoberfest'> = {
  'default-summer': 'summer',
  'default-labor-day': 'laborDay',
  'default-oktoberfest': 'oktoberfest',
};

/** The default poll's question and options in the chosen language (the app wrote them, not a person). */
function useTranslatedDefault(poll: Poll): Poll {
  const { t } = useTranslation('polls');
  return {
    ...poll,
    question: t('polls:defaultPoll.question'),
    options: poll.options.map((o) => {
      const key = defaultOptionKeys[o.id];
      return key ? { ...o, text: t(`polls:defaultPoll.${key}`) } : o;
    }),
  };
}

/** One vote handler per poll, the same on every draw, so a vote redraws only its own card. */
function useVoteHandlers(): (pollId: string) => (optionId: string) => Promise<void> {
  const handlers = useRef(new Map<string, (optionId: string) => Promise<void>>());
  return useCallback((pollId) => {
    let handler = handlers.current.get(pollId);
    if (!handler) handlers.current.set(pollId, (handler = async (optionId) => void (await tap('polls.vote', { pollId, optionId }))));
    return handler;
  }, []);
}

/** The feed's poll list (composed after the first post by the app). Votes show at once and work offline through the outbox. */
export function PollList() {
  const { t } = useTranslation('polls');
  const polls = useTappedRows('polls.vote', usePolls());
  const status = useReplicationStatus();
  const isAdmin = useAuthStore((s) => s.user?.role === 'admin');
  const fallback = useDefaultPoll();
  const voteOn = useVoteHandlers();
  const noCache = polls !== undefined && polls.length === 0;
  const loadFailed = status?.state === 'offline' || status?.state === 'failed';

  if (noCache && loadFailed) {
    return (
      <section aria-label={t('polls:section')} className="space-y-3">
        <FeedPollCard poll={fallback.poll} isAdmin={isAdmin} onVote={fallback.vote} />
      </section>
    );
  }
  if (!polls || polls.length === 0) return null;
  return (
    <section aria-label={t('polls:section')} className="space-y-3">
      {polls.map((p) => (
        <FeedPollCard key={p.id} poll={p} isAdmin={isAdmin} onVote={voteOn(p.id)} />
      ))}
    </section>
  );
}
