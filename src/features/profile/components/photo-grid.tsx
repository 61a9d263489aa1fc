import { PostPhoto } from '../../../components/post-photo';
import type { FeedPost } from '../../../db/feed/use-feed';

/** A three-column grid of posts (their small copies); a post without a photo shows its caption. */
export function PhotoGrid({ posts, empty }: { posts: FeedPost[]; empty: string }) {
  if (posts.length === 0) return <p className="px-4 py-8 text-center text-sm text-slate-500 dark:text-slate-400">{empty}</p>;
  return (
    <ul className="grid grid-cols-3 gap-1 px-4">
      {posts.map((p) => (
        <li key={p.id} className="aspect-square overflow-hidden rounded">
          {p.image ? (
            <PostPhoto src={p.thumb ?? p.image} alt={p.caption} className="h-full w-full" />
          ) : (
            <p className="flex h-full items-center bg-slate-100 p-2 text-xs dark:bg-slate-800">{p.caption}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
