import { useCallback, useEffect, useState } from 'react';
import { useFeedPosts, type FeedPost } from '../../../db/hooks/use-feed-posts';
import { samplePosts, showSamples } from '../../../lib/sample-posts';
import { pullOlderPosts, pullPosts } from '../../../sync/pull-posts';

export interface Feed {
  posts: FeedPost[];
  loading: boolean;
  /** True while the spec's sample posts stand in (nothing cached and the load failed). */
  samples: boolean;
  hasMore: boolean;
  loadMore: () => void;
  refresh: () => Promise<void>;
}

/** The feed renders from the cache at once; the server refreshes it, and the samples show only with no cache and a failed load. */
export function useFeed(): Feed {
  const cached = useFeedPosts();
  const [loadFailed, setLoadFailed] = useState(false);
  const [loading, setLoading] = useState(true);
  const [hasMore, setHasMore] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);

  const refresh = useCallback(async () => {
    const ok = await pullPosts();
    if (!ok) console.warn('feed: posts could not be loaded');
    setLoadFailed(!ok);
    setLoading(false);
    // Back in signal: scrolling may load older posts again.
    if (ok) setHasMore(true);
  }, []);

  useEffect(() => {
    void refresh();
    const onOnline = () => void refresh();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [refresh]);

  const loadMore = useCallback(() => {
    if (loadingMore || !hasMore) return;
    setLoadingMore(true);
    void pullOlderPosts().then((result) => {
      // Offline, stop asking until the next successful refresh.
      if (result !== 'more') setHasMore(false);
      setLoadingMore(false);
    });
  }, [hasMore, loadingMore]);

  const samples = showSamples(cached, loadFailed);
  return { posts: samples ? samplePosts() : (cached ?? []), loading: cached === undefined || (loading && (cached?.length ?? 0) === 0), samples, hasMore, loadMore, refresh };
}
