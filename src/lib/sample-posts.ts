/**
 * The feed's fallback (SPEC §8 "Posts load failure", DECISIONS): shown only when nothing is cached
 * and the load fails. Their ids start with 'example', so likes on them stay on this device.
 */
import type { Post } from '../../contracts/feed';
import { sampleCamp } from '../../contracts/sample-camp';
import { formatDateRange, i18next } from '../i18n';

const team = { id: 'example-team', name: 'Camp Weekend Team', avatar: null };

export function samplePosts(now = new Date()): Post[] {
  const at = now.toISOString();
  const base = { user: team, image: null, likes: 0, comments: [], isLiked: false, isSaved: false, createdAt: at };
  return [
    {
      ...base,
      id: 'example-welcome',
      caption: i18next.t('feed:sampleWelcome', {
        name: sampleCamp.name,
        // The camp's days, written the camper's way ('Sep 5 – 7, 2025', '5–7 sept 2025').
        dates: formatDateRange(sampleCamp.start_date, sampleCamp.end_date, 'day', { timeZone: 'UTC' }),
        location: sampleCamp.location,
        address: sampleCamp.address,
        phone: sampleCamp.contact_info.phone,
      }),
    },
    {
      ...base,
      id: 'example-share',
      caption: i18next.t('feed:sampleShare'),
    },
  ];
}

/** The samples stand in only when the cache has loaded, holds no post, and the load failed. */
export function showSamples(cached: unknown[] | undefined, loadFailed: boolean): boolean {
  return cached !== undefined && cached.length === 0 && loadFailed;
}
