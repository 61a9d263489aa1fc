/**
 * The Photos screen's albums, from the posts and events on the phone: one per camp day, and one per
 * event a photo was shared for ("Which moment?").
 */
import { eventEndsAt } from '../../contracts/events-rules';
import type { CampEvent } from '../../contracts/events';
import type { Post } from '../../contracts/feed';
import { campDayKey } from './camp-time';

/** Where an album opens: the Photos screen with its day or event. */
export type AlbumRef = { day: string } | { event: string };

export const albumPath = (ref: AlbumRef): string =>
  'day' in ref ? `/photos?day=${encodeURIComponent(ref.day)}` : `/photos?event=${encodeURIComponent(ref.event)}`;

export interface Album<P> {
  key: string;
  photos: P[];
}

/** Photos by camp day, the newest day first (the photos keep their order). */
export function dayAlbums<P extends Pick<Post, 'createdAt'>>(photos: P[]): Album<P>[] {
  const days = new Map<string, P[]>();
  for (const p of photos) {
    const day = campDayKey(p.createdAt);
    days.set(day, [...(days.get(day) ?? []), p]);
  }
  return [...days.entries()].sort(([a], [b]) => b.localeCompare(a)).map(([key, list]) => ({ key, photos: list }));
}

/** Photos by the event they were shared for, in schedule order; events with no photo on the phone have no album. */
export function eventAlbums<P extends Pick<Post, 'event_id'>>(photos: P[], events: Pick<CampEvent, 'id' | 'event_time'>[]): Album<P>[] {
  const order = [...events].sort((a, b) => a.event_time.localeCompare(b.event_time));
  return order.map((e) => ({ key: e.id, photos: photos.filter((p) => p.event_id === e.id) })).filter((album) => album.photos.length > 0);
}

/** The event happening at `now` (the one started last when several are), for the share dialog's "Which moment?". */
export function eventHappeningAt<E extends Pick<CampEvent, 'event_time' | 'end_time'>>(events: E[], now: number): E | undefined {
  const running = events.filter((e) => Date.parse(e.event_time) <= now && now < eventEndsAt(e));
  return running.sort((a, b) => b.event_time.localeCompare(a.event_time))[0];
}
