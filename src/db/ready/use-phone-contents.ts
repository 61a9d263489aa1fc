import { useLiveQuery } from '../hooks/use-live-query';
import { newestPhotoUrls } from '../feed/feed-store';
import { db } from '../schema';

/** What the camp has put on this phone, area by area (the Ready for camp screen). */
export interface PhoneContents {
  events: number;
  posts: number;
  /** The server addresses of every post photo the phone knows (their count is the "of M"). */
  photoUrls: string[];
  messages: number;
  packing: number;
  rules: number;
  mapLocations: number;
}

/** The counts of what is on the phone, live (undefined while loading). */
export function usePhoneContents(): PhoneContents | undefined {
  return useLiveQuery(
    async () => ({
      events: await db.events.count(),
      posts: await db.posts.count(),
      photoUrls: await newestPhotoUrls(),
      messages: await db.messages.count(),
      packing: await db.packing.count(),
      rules: await db.rules.count(),
      mapLocations: await db.mapLocations.count(),
    }),
    [],
  );
}
