import { db } from './schema';

/** The server addresses of every avatar the phone shows: the directory's, the posts' and comments' authors', and the camper's own. */
export async function avatarUrls(): Promise<string[]> {
  const [users, posts, comments, profile] = await Promise.all([
    db.users.toArray(),
    db.posts.toArray(),
    db.comments.toArray(),
    db.profile.toArray(),
  ]);
  const all = [
    ...users.map((u) => u.avatar_url),
    ...posts.map((p) => p.user.avatar),
    ...comments.map((c) => c.user.avatar),
    ...profile.map((p) => p.avatar_url),
  ];
  return [...new Set(all.filter((u): u is string => typeof u === 'string' && u.startsWith('/uploads/')))];
}
