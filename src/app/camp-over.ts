import type { Camp } from '../../contracts/camps';
import type { Post } from '../../contracts/feed';
import { campDayKey } from '../lib/camp-time';
import { postImage } from '../lib/post-rules';

/** A camp's date as its calendar day: the dates are days, kept at noon UTC, so their UTC day is the day meant. */
const dayOf = (iso: string) => (Number.isNaN(Date.parse(iso)) ? null : new Date(iso).toISOString().slice(0, 10));

/** The camp is over once its last day has ended on the camp clock (the day after end_date). */
export function campIsOver(camp: Pick<Camp, 'end_date'>, now: number): boolean {
  const lastDay = dayOf(camp.end_date);
  return lastDay !== null && campDayKey(new Date(now).toISOString()) > lastDay;
}

/** The camp's photos for its memories: photo posts shared since its first day (during camp or after), newest first. */
export function campPhotos<P extends Pick<Post, 'image' | 'caption' | 'createdAt'>>(
  posts: readonly P[],
  camp: Pick<Camp, 'start_date'>,
  limit: number,
): P[] {
  const firstDay = dayOf(camp.start_date);
  if (firstDay === null) return [];
  return posts
    .filter((p) => p.image !== null && postImage(p) === p.image && campDayKey(p.createdAt) >= firstDay)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, limit);
}
