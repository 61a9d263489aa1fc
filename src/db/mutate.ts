/**
 * The app's one door for changes (ARCHITECTURE "How data flows" → Writes): `mutate(name, args)`
 * shows the change at once, queues it and sends it when there is signal, through its entry in the
 * registry (src/db/mutations). Every screen imports its writes from here.
 *
 * The registry, with every kind's plan and the contracts that check the server's answers, loads on
 * the first change rather than with the screen, so a screen with a Like button opens without it
 * (and the home feed draws before any database code has loaded).
 */
import type { PostAuthor } from '../../contracts/feed';
import type { MutationArgs, MutationName } from './mutations';
import type { OutboxRow } from './schema';

/** Makes a change: shown at once, queued, sent when there is signal. Null when there was nothing to do. */
export async function mutate<K extends MutationName>(name: K, args: MutationArgs[K]): Promise<OutboxRow | null> {
  const made = await mutateOrNothing(name, args);
  return made === 'nothing' ? null : made;
}

/**
 * `mutate`, telling apart a change its plan refused ('nothing': the phone's data leaves nothing to do,
 * such as an RSVP to a full event) from one that cancelled an unsent opposite change (null: kept).
 */
export async function mutateOrNothing<K extends MutationName>(name: K, args: MutationArgs[K]): Promise<OutboxRow | null | 'nothing'> {
  const registry = await import('./mutations');
  return registry.queueChange(name, args);
}

/** Keeps a photo on the phone (`blobs`) until the change that uploads it is sent as multipart: that change's `photo`. */
async function keepPhoto(image: Blob, filename = 'photo.jpg'): Promise<{ blobId: string; filename: string }> {
  const { storeBlob } = await import('./outbox');
  return { blobId: await storeBlob(image), filename };
}

type KeptPhoto = Awaited<ReturnType<typeof keepPhoto>>;

/**
 * Makes a change that uploads `image` (when there is one): the photo is kept on the phone first, and
 * removed again when the change was not queued (it failed, or nothing names the photo), so no photo
 * stays on the phone for good.
 */
export async function changeWithPhoto<T extends OutboxRow | null>(
  image: Blob | undefined,
  filename: string | undefined,
  change: (photo: KeptPhoto | undefined) => Promise<T>,
): Promise<T> {
  const photo = image ? await keepPhoto(image, filename) : undefined;
  const forget = async () => {
    if (photo) await (await import('./outbox')).forgetBlob(photo.blobId);
  };
  try {
    const row = await change(photo);
    if (!row) await forget();
    return row;
  } catch (err) {
    await forget().catch((e: unknown) => console.warn('photo: not removed', e));
    throw err;
  }
}

/** A new post: its photo waits on the phone until the post is sent. Returns the post's id. */
export async function createPost(
  input: { caption: string; image?: Blob; filename?: string; eventId?: string },
  author: PostAuthor,
): Promise<string> {
  const id = crypto.randomUUID();
  await changeWithPhoto(input.image, input.filename, (photo) =>
    mutate('feed.create', {
      id,
      caption: input.caption.trim(),
      author,
      createdAt: new Date().toISOString(),
      photo,
      eventId: input.eventId,
    }),
  );
  return id;
}

/**
 * Loads the registry and opens the database before the first change, while the app is idle, so a
 * first tap's write need not wait for them.
 */
export async function preloadChanges(): Promise<void> {
  const [, { db }] = await Promise.all([import('./mutations'), import('./schema')]);
  await db.open();
}

/** Saves or unsaves a post: bookmarks stay on this phone (SPEC §4.3), so this is no outbox change. */
export async function toggleSaved(postId: string): Promise<void> {
  const feed = await import('./feed/feed-store');
  await feed.toggleSaved(postId);
}
