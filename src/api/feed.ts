import type { Post } from '../../contracts/feed';
import { api } from './client';

/** GET /posts: the newest 50 (pinned first), or the 50 before a feed position (DECISIONS 12). */
export function getPosts(before?: string): Promise<Post[]> {
  return api.get('posts', { searchParams: before ? { before } : {} }).json<Post[]>();
}

/** POST /posts with a photo, online (used when the photo is also shared to Instagram and needs its address at once). */
export function createPostNow(input: { id: string; caption: string; image: Blob; filename: string; eventId?: string }): Promise<Post> {
  const form = new FormData();
  form.append('id', input.id);
  form.append('caption', input.caption);
  if (input.eventId) form.append('event_id', input.eventId);
  form.append('image', input.image, input.filename);
  return api.post('posts', { body: form, headers: { 'Idempotency-Key': input.id } }).json<Post>();
}

/** Pin and unpin are admin tools: online only. */
export function setPostPinned(id: string, pinned: boolean): Promise<{ id: string; isPinned: boolean }> {
  return (pinned ? api.post(`posts/${id}/pin`) : api.delete(`posts/${id}/pin`)).json();
}
