import { Megaphone, Users } from 'lucide-react';
import type { Conversation } from '../../../../contracts/chat';
import { PersonAvatar } from '../../../components/person-avatar';

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
    const member = conversation.Members.find((m) => m.user_id !== selfId);
    return <PersonAvatar id={member?.user_id ?? conversation.id} src={member?.User?.profile.avatar_url} name={title} size="md" />;
  }
  const Icon = conversation.type === 'broadcast' ? Megaphone : Users;
  return (
    <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-slate-200 dark:bg-slate-700">
      <Icon className="h-5 w-5" aria-hidden />
    </span>
  );
}
