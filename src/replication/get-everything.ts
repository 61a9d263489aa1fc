/**
 * "Get everything now" (the Ready for camp screen): brings the whole camp onto the phone before the
 * signal goes. It pulls, loads every older page of the feed (the stream keeps only the newest), then
 * fetches every post's photo and every avatar into the uploads cache within the photo budget. One
 * run at a time, kept here so the screen can be left and found again with its progress. Stopped, it
 * picks up where it stopped: what is already on the phone is not fetched again.
 */
import { avatarUrls } from '../db/feed/photos-store';
import { newestPhotoUrls } from '../db/feed/feed-store';
import { cachePhotos, type CachePhotosOutcome } from './cache-photos';
import { loadOlderPosts } from './older-posts';
import { replicate } from './replicate';

export interface GetEverythingState {
  running: boolean;
  /** Photos and avatars on the phone out of those it knows, once the run has counted them. */
  done: number;
  total: number;
  /** How the last run ended. */
  outcome?: CachePhotosOutcome;
}

let state: GetEverythingState = { running: false, done: 0, total: 0 };
let controller: AbortController | undefined;
const listeners = new Set<() => void>();

const update = (next: Partial<GetEverythingState>) => {
  state = { ...state, ...next };
  listeners.forEach((l) => l());
};

export const getEverythingState = (): GetEverythingState => state;

export function subscribeGetEverything(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads every older page of the feed, unless stopped; false when the server could not be reached. */
async function loadWholeFeed(signal: AbortSignal): Promise<boolean> {
  for (;;) {
    if (signal.aborted) return true;
    const page = await loadOlderPosts();
    if (page !== 'more') return page === 'end';
  }
}

async function run(signal: AbortSignal): Promise<CachePhotosOutcome> {
  const pulled = await replicate();
  const reached = pulled !== 'offline' && (await loadWholeFeed(signal));
  if (signal.aborted) return 'stopped';
  const urls = [...(await avatarUrls()), ...(await newestPhotoUrls())];
  const { outcome } = await cachePhotos(urls, { signal, onProgress: ({ done, total }) => update({ done, total }) });
  return outcome === 'done' && !reached ? 'offline' : outcome;
}

/** Starts a run (nothing when one is running). */
export function startGetEverything(): void {
  if (state.running || typeof caches === 'undefined') return;
  controller = new AbortController();
  update({ running: true, outcome: undefined });
  void run(controller.signal)
    .catch((err: unknown): CachePhotosOutcome => {
      console.warn('get everything: stopped by an error', err);
      return 'offline';
    })
    .then((outcome) => update({ running: false, outcome }));
}

/** Stops the run; what it fetched stays, and the next run goes on from there. */
export function stopGetEverything(): void {
  controller?.abort();
}
