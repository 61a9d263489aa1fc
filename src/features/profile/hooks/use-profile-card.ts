import { useConversations } from '../../../db/chat/use-chat';
import { useDirectory } from '../../../db/profile/use-profile';
import { useFeedPosts, type FeedPost } from '../../../db/feed/use-feed';
import { profileStats, type ProfileStats } from '../profile-card';

/** The alternate view's data, all from this phone: stats, the person's photos and their saved posts. */
export function useProfileCard(me: string): { stats: ProfileStats; photos: FeedPost[]; saved: FeedPost[] } | undefined {
  const posts = useFeedPosts();
  const directory = useDirectory();
  const conversations = useConversations();
  if (!posts || !directory || !conversations) return undefined;
  const stats = profileStats(me, {
    postAuthors: posts.map((p) => p.user.id),
    directory: directory.users.map((u) => u.id),
    conversationMembers: conversations.map((c) => c.Members.map((m) => m.user_id)),
  });
  return { stats, photos: posts.filter((p) => p.user.id === me && p.image), saved: posts.filter((p) => p.isSaved) };
}
