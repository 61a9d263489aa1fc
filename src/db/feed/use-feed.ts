import { useEffect, useState } from 'react';
import { markFirstScreenShown } from '../../lib/first-screen';
import type { FeedPost } from './feed-page';
import { firstFeedIfRead, readFirstFeed, retireFirstFeed } from './first-feed-read';
import { useLazyLiveQuery } from '../hooks/lazy-live-query';

export type { FeedPost } from './feed-page';

/**
 * The cached feed with its comments (oldest first) and local saves, pinned first; undefined while
 * loading. When the app opens on the feed, the first posts come from a plain IndexedDB read started
 * with the app, and the live query, whose database code loads once they have drawn, takes over.
 */
export function useFeedPosts(): FeedPost[] | undefined {
  const live = useLazyLiveQuery<FeedPost[] | undefined>((reads) => reads.feedPosts(), [], undefined);
  const [first, setFirst] = useState(firstFeedIfRead);
  useEffect(() => {
    let mounted = true;
    void readFirstFeed()?.then((feed) => {
      if (!mounted) return;
      setFirst(feed);
      // Not readable this way: the live query need not wait for a first screen it alone can draw.
      if (feed === null) markFirstScreenShown();
    });
    return () => {
      mounted = false;
    };
  }, []);
  useEffect(() => {
    if (live) retireFirstFeed();
  }, [live]);
  return live ?? first ?? undefined;
}
