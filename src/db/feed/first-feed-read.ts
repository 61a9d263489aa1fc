/**
 * The feed read straight from IndexedDB, without Dexie, when the app opens on the home screen: it
 * starts with the app, beside the screen's code, and the first posts draw from it while the database
 * code loads. The live query (src/db/live-queries.ts) takes over with the same rows.
 */
import type { Comment, Post } from '../../../contracts/feed';
import { abortWhenPageFrozen } from '../leave-page';
import { feedOf, SAVED_POSTS_KEY, type FeedPost } from './feed-page';
import type { KeyValue, LocalMark } from '../schema';

const DATABASE = 'camp-weekend';

let reading: Promise<FeedPost[] | null> | undefined;
let read: FeedPost[] | null | undefined;
let retired = false;

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB read failed'));
  });

/** Opens the phone's database as it is; never creates it (a phone with no database has no posts yet). */
function openExisting(): Promise<IDBDatabase | null> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DATABASE);
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onsuccess = () => resolve(open.result);
    open.onerror = (event) => {
      if (open.error?.name === 'AbortError') {
        event.preventDefault();
        resolve(null);
      } else reject(open.error ?? new Error('IndexedDB open failed'));
    };
  });
}

async function readFeed(): Promise<FeedPost[] | null> {
  const idb = await openExisting();
  if (!idb) return [];
  try {
    const stores = ['posts', 'comments', 'meta'];
    if (!stores.every((name) => idb.objectStoreNames.contains(name))) return [];
    const tx = abortWhenPageFrozen(idb.transaction(stores, 'readonly'));
    const [posts, comments, saved] = await Promise.all([
      done(tx.objectStore('posts').getAll() as IDBRequest<(Post & LocalMark)[]>),
      done(tx.objectStore('comments').index('createdAt').getAll() as IDBRequest<(Comment & LocalMark & { post_id: string })[]>),
      done(tx.objectStore('meta').get(SAVED_POSTS_KEY) as IDBRequest<KeyValue | undefined>),
    ]);
    return feedOf(posts, comments, saved?.value);
  } finally {
    idb.close();
  }
}

/**
 * Starts the read (once): the feed, or null when the phone's database could not be read this way.
 * Undefined once the live query has answered: from then on it is the one source.
 */
export function readFirstFeed(): Promise<FeedPost[] | null> | undefined {
  if (retired) return undefined;
  reading ??= (typeof indexedDB === 'undefined' ? Promise.resolve(null) : readFeed().catch(() => null)).then((feed) => (read = feed));
  return reading;
}

/** The read's result if it has finished: posts, null (not readable), or undefined (not started, still reading, or retired). */
export function firstFeedIfRead(): FeedPost[] | null | undefined {
  return retired ? undefined : read;
}

/** The live query has answered: a later visit to the feed must not show this older read. */
export function retireFirstFeed(): void {
  retired = true;
  reading = undefined;
  read = undefined;
}
