import { Megaphone, Users } from 'lucide-react';
import type { Conversation } from '../../../../contracts/chat';
import { AvatarImage } from '../../../components/avatar-image';

/** A conversation's picture: the other person's avatar in a direct one, else the group's or broadcast's icon. */
export function ConversationAvatar({
  conversation,
  selfId,
  title,
}: {
  conversation: Conversation;
  selfId: string | undefined;
  title: string;
}) {
  if (conversation.type === 'direct') {
    const other = conversation.Members.find((m) => m.user_id !== selfId)?.User;
    return <AvatarImage src={other?.profile.avatar_url} name={title} size="h-10 w-10 shrink-0 text-base" />;
  }
  const Icon = conversation.type === 'broadcast' ? Megaphone : Users;
  return (
    <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-slate-200 dark:bg-slate-700">
      <Icon className="h-5 w-5" aria-hidden />
    </span>
  );
}
