import { useCallback, useEffect, useState } from 'react';
import { useFeedPosts, type FeedPost } from '../../../db/feed/use-feed';
import { useReplicationStatus } from '../../../db/hooks/use-replication-status';
import { markFirstScreenShown } from '../../../lib/first-screen';
import { samplePosts, showSamples } from '../../../lib/sample-posts';

export interface Feed {
  posts: FeedPost[];
  loading: boolean;
  /** True while the spec's sample posts stand in (nothing on the phone and the camp could not be reached). */
  samples: boolean;
  hasMore: boolean;
  loadMore: () => void;
  refresh: () => Promise<void>;
}

/** The feed renders from the phone at once; the replication stream keeps it current, and scrolling loads older pages. */
export function useFeed(): Feed {
  const cached = useFeedPosts();
  const status = useReplicationStatus();
  const [hasMore, setHasMore] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  // The phone's posts (or the news that it has none) are drawn: the sync engine and the rest may load now.
  const read = cached !== undefined;
  useEffect(() => {
    if (read) markFirstScreenShown();
  }, [read]);

  const refresh = useCallback(async () => {
    // Back in signal: scrolling may load older posts again. The network code loads after the first posts show.
    const { replicate } = await import('../../../replication/replicate');
    if ((await replicate()) !== 'offline') setHasMore(true);
  }, []);

  const loadMore = useCallback(() => {
    if (loadingMore || !hasMore) return;
    setLoadingMore(true);
    void import('../../../replication/older-posts')
      .then(({ loadOlderPosts }) => loadOlderPosts())
      .then((result) => {
        // Offline, stop asking until the next successful refresh.
        if (result !== 'more') setHasMore(false);
        setLoadingMore(false);
      });
  }, [hasMore, loadingMore]);

  const loadFailed = status?.state === 'offline' || status?.state === 'failed';
  const samples = showSamples(cached, loadFailed);
  const waiting = status === undefined || status.state === 'syncing';
  return {
    posts: samples ? samplePosts() : (cached ?? []),
    loading: cached === undefined || (waiting && (cached?.length ?? 0) === 0),
    samples,
    hasMore,
    loadMore,
    refresh,
  };
}
