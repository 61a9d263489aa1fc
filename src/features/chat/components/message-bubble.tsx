import { Check, CheckCheck, Clock, Trash2 } from 'lucide-react';
import { IconButton } from '../../../components/icon-button';
import type { ChatMessage } from '../../../db/hooks/use-chat';
import { formatDate, useTranslation } from '../../../i18n';
import { messageStatus } from '../../../lib/chat-rules';

const statusIcon = { waiting: Clock, read: CheckCheck, sent: Check } as const;

interface Props {
  message: ChatMessage;
  /** The signed-in camper's own message. */
  own: boolean;
  showSender: boolean;
  onDelete: () => void;
}

/** One message: others' on the left with their name, own on the right with read / sent / waiting and a delete button. */
export function MessageBubble({ message, own, showSender, onDelete }: Props) {
  const { t } = useTranslation('chat');
  const status = messageStatus(message);
  const statusText = t(`chat:status.${status}`);
  const StatusIcon = statusIcon[status];
  const time = formatDate(message.created_at, { hour: '2-digit', minute: '2-digit' });
  const sender = message.Sender ? `${message.Sender.profile.first_name} ${message.Sender.profile.last_name}` : '';
  return (
    <li className={`group flex ${own ? 'justify-end' : 'justify-start'}`} data-testid="message" data-status={own ? status : undefined}>
      <div
        className={`max-w-[80%] rounded-2xl px-3 py-2 ${own ? 'bg-emerald-700 text-white' : 'bg-slate-100 dark:bg-slate-800'} ${message._pending ? 'opacity-80' : ''}`}
      >
        {showSender && !own && sender ? <p className="text-xs font-semibold text-emerald-700 dark:text-emerald-400">{sender}</p> : null}
        <p className="whitespace-pre-wrap break-words text-sm" data-testid="message-text">
          {message.content}
        </p>
        <p className={`mt-1 flex items-center justify-end gap-1 text-[11px] ${own ? 'text-emerald-100' : 'text-slate-500'}`}>
          <span>{time}</span>
          {own ? (
            <span className="flex items-center gap-0.5" title={statusText}>
              <StatusIcon className="h-3 w-3" aria-hidden />
              {statusText}
            </span>
          ) : null}
          {own && !message._pending ? (
            <IconButton
              label={t('chat:deleteMessage')}
              icon={Trash2}
              iconClass="h-3 w-3"
              className="ml-1 rounded p-0.5 hover:bg-emerald-600"
              onClick={onDelete}
            />
          ) : null}
        </p>
      </div>
    </li>
  );
}
