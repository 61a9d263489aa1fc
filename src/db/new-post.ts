import type { PostAuthor } from '../../contracts/feed';
import { mutate } from './mutate';
import { storeBlob } from './outbox';

/** A new post, with an optional photo kept in `blobs` until it is sent as multipart. Returns its id. */
export async function createPost(input: { caption: string; image?: Blob; filename?: string }, author: PostAuthor): Promise<string> {
  const id = crypto.randomUUID();
  const photo = input.image ? { blobId: await storeBlob(input.image), filename: input.filename ?? 'photo.jpg' } : undefined;
  await mutate('post.create', { id, caption: input.caption.trim(), author, createdAt: new Date().toISOString(), photo });
  return id;
}
