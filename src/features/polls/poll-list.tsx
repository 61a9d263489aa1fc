import { useDefaultPollVote, usePolls } from '../../db/hooks/use-polls';
import { mutate } from '../../db/mutations';
import { useReplicationStatus } from '../../db/hooks/use-replication-status';
import { saveDefaultPollVote } from '../../db/polls-repo';
import { defaultPoll, withVote } from '../../lib/poll-rules';
import { useAuthStore } from '../../stores/auth-store';
import { FeedPollCard } from './components/feed-poll-card';

/** The default poll of SPEC §8, voted on this phone only (it is on no server); the vote is kept on the phone. */
function useDefaultPoll() {
  const chosen = useDefaultPollVote();
  return { poll: chosen ? withVote(defaultPoll, chosen) : defaultPoll, vote: saveDefaultPollVote };
}

/** The feed's poll list (composed after the first post by the app). Votes work offline through the outbox. */
export function PollList() {
  const polls = usePolls();
  const status = useReplicationStatus();
  const isAdmin = useAuthStore((s) => s.user?.role === 'admin');
  const fallback = useDefaultPoll();
  const noCache = polls !== undefined && polls.length === 0;
  const loadFailed = status?.state === 'offline' || status?.state === 'failed';

  if (noCache && loadFailed) {
    return (
      <section aria-label="Polls" className="space-y-3">
        <FeedPollCard poll={fallback.poll} isAdmin={isAdmin} onVote={fallback.vote} />
      </section>
    );
  }
  if (!polls || polls.length === 0) return null;
  return (
    <section aria-label="Polls" className="space-y-3">
      {polls.map((p) => (
        <FeedPollCard key={p.id} poll={p} isAdmin={isAdmin} onVote={async (optionId) => void (await mutate('poll.vote', { pollId: p.id, optionId }))} />
      ))}
    </section>
  );
}
