import type { FeedPost } from '../../../db/feed/use-feed';
import { PhotoCard } from './photo-card';

/** Photos as cards, two or three a row; a tap opens the viewer. */
export function PhotoGrid({ photos, onOpen }: { photos: FeedPost[]; onOpen: (id: string) => void }) {
  return (
    <div className="grid grid-cols-2 gap-3 px-4 sm:grid-cols-3">
      {photos.map((p) => (
        <PhotoCard key={p.id} post={p} onOpen={() => onOpen(p.id)} />
      ))}
    </div>
  );
}
