import { useSearchParams } from 'react-router-dom';
import { useEvents } from '../../../db/events/use-events';
import type { FeedPost } from '../../../db/feed/use-feed';
import { campDayKey, dayHeading } from '../../../lib/camp-time';
import { dayAlbums, eventAlbums, type AlbumRef } from '../../../lib/albums';
import { useSeedText } from '../../../lib/seed-text';
import type { PhotosView } from '../components/view-tabs';

/**
 * What the Photos screen shows, from its address (so an event card can link to its album and Back
 * works): `?view=day|event` for the albums, `?day=` or `?event=` for one album open.
 */
export function useAlbums(photos: FeedPost[]) {
  const [params, setParams] = useSearchParams();
  const events = useEvents() ?? [];
  const seed = useSeedText();
  const day = params.get('day');
  const event = params.get('event');
  const open: AlbumRef | null = day ? { day } : event ? { event } : null;
  const asked = params.get('view');
  const view: PhotosView = asked === 'day' || asked === 'event' ? asked : 'all';
  const eventTitle = (id: string) => seed(events.find((e) => e.id === id)?.title ?? '');
  return {
    view,
    setView: (next: PhotosView) => setParams(next === 'all' ? {} : { view: next }),
    open,
    openTitle: day ? dayHeading(day) : event ? eventTitle(event) : '',
    openPhotos: photos.filter((p) => (day ? campDayKey(p.createdAt) === day : p.event_id === event)),
    byDay: () => dayAlbums(photos),
    byEvent: () => eventAlbums(photos, events),
    dayTitle: (key: string) => dayHeading(key),
    eventTitle,
  };
}
