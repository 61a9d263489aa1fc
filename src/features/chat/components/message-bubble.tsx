import { Check, CheckCheck, Clock, Reply, SmilePlus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { PersonAvatar } from '../../../components/person-avatar';
import { IconButton } from '../../../components/icon-button';
import { PostPhoto } from '../../../components/post-photo';
import type { ChatMessage } from '../../../db/chat/use-chat';
import { formatDate, useTranslation } from '../../../i18n';
import { messageStatus } from '../../../db/chat/chat-rules';
import { QuickReactions, ReactionChips } from './reactions';
import { ReplyQuoteBlock } from './reply-quote';

const statusIcon = { waiting: Clock, read: CheckCheck, sent: Check } as const;
const actionButton = 'rounded p-1 text-slate-400 hover:bg-slate-100 dark:hover:bg-slate-800';
/** How long a press lasts before it offers the quick reactions. */
const LONG_PRESS_MS = 450;

interface Props {
  message: ChatMessage;
  /** The signed-in camper's own message. */
  own: boolean;
  /** A group's or broadcast's message of someone else: their name and avatar show. */
  showSender: boolean;
  onDelete: () => void;
  onReact: (emoji: string, on: boolean) => void;
  onReply: () => void;
  onOpenQuote: (id: string) => void;
}

/**
 * One message: others' on the left (with name and avatar in groups), own on the right with read /
 * sent / waiting; its quote, photo and reactions. A long press, a hover or the React button offers
 * the six quick reactions, Reply and (on one's own) Delete.
 */
export function MessageBubble({ message, own, showSender, onDelete, onReact, onReply, onOpenQuote }: Props) {
  const { t } = useTranslation('chat');
  const [picking, setPicking] = useState(false);
  const press = useRef<ReturnType<typeof setTimeout>>(undefined);
  const status = messageStatus(message);
  const statusText = t(`chat:status.${status}`);
  const StatusIcon = statusIcon[status];
  const time = formatDate(message.created_at, 'time');
  const sender = message.Sender ? `${message.Sender.profile.first_name} ${message.Sender.profile.last_name}` : '';
  const photo = message.type === 'image' ? (message.thumb_url ?? message.image_url) : null;
  const reactions = message.reactions ?? [];
  const react = (emoji: string, on: boolean) => {
    setPicking(false);
    onReact(emoji, on);
  };
  const endPress = () => clearTimeout(press.current);
  return (
    <li
      id={`message-${message.id}`}
      className={`group flex items-end gap-2 rounded-lg transition-colors data-[highlight=true]:bg-amber-100 dark:data-[highlight=true]:bg-amber-900/40 ${own ? 'justify-end' : 'justify-start'}`}
      data-testid="message"
      data-status={own ? status : undefined}
    >
      {showSender && !own ? (
        <PersonAvatar id={message.sender_id} src={message.Sender?.profile.avatar_url} name={sender} size="xs" className="mt-auto" />
      ) : null}
      <div className={`flex max-w-[80%] flex-col ${own ? 'items-end' : 'items-start'}`}>
        <div
          className={`w-full rounded-2xl px-3 py-2 ${own ? 'bg-emerald-700 text-white' : 'bg-slate-100 dark:bg-slate-800'} ${message._pending ? 'opacity-80' : ''}`}
          onPointerDown={() => {
            press.current = setTimeout(() => setPicking(true), LONG_PRESS_MS);
          }}
          onPointerUp={endPress}
          onPointerLeave={endPress}
          onContextMenu={(e) => {
            e.preventDefault();
            setPicking(true);
          }}
        >
          {showSender && !own && sender ? <p className="text-xs font-semibold text-emerald-700 dark:text-emerald-400">{sender}</p> : null}
          {message.reply_to ? <ReplyQuoteBlock quote={message.reply_to} own={own} onOpen={onOpenQuote} /> : null}
          {photo ? <PostPhoto src={photo} alt={t('chat:photoFrom', { name: sender })} className="mb-1 max-h-72 w-full rounded-lg" /> : null}
          {message.content ? (
            <p className="whitespace-pre-wrap break-words text-sm" data-testid="message-text">
              {message.content}
            </p>
          ) : null}
          <p className={`mt-1 flex items-center justify-end gap-1 text-[11px] ${own ? 'text-emerald-100' : 'text-slate-500'}`}>
            <span>{time}</span>
            {own ? (
              <span className="flex items-center gap-0.5" title={statusText}>
                <StatusIcon className="h-3 w-3" aria-hidden />
                {statusText}
              </span>
            ) : null}
          </p>
        </div>
        <ReactionChips reactions={reactions} onToggle={react} />
        <div className="mt-0.5 flex items-center gap-1">
          {/* The message's actions: on a long press, a hover, or the button beside them. */}
          <div className={`items-center gap-1 ${picking ? 'flex' : 'hidden group-hover:flex'}`}>
            <QuickReactions reactions={reactions} onToggle={react} />
            <IconButton label={t('chat:reply')} icon={Reply} iconClass="h-4 w-4" className={actionButton} onClick={onReply} />
            {own && !message._pending ? (
              <IconButton label={t('chat:deleteMessage')} icon={Trash2} iconClass="h-4 w-4" className={actionButton} onClick={onDelete} />
            ) : null}
          </div>
          <IconButton
            label={t('chat:messageActions')}
            icon={SmilePlus}
            iconClass="h-4 w-4"
            className={actionButton}
            aria-expanded={picking}
            onClick={() => setPicking((open) => !open)}
          />
        </div>
      </div>
    </li>
  );
}
