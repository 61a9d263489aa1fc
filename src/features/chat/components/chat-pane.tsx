import { ArrowLeft, LogOut } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { Conversation } from '../../../../contracts/chat';
import type { ChatMessage } from '../../../db/hooks/use-chat';
import { canPostIn, conversationTitle } from '../../../lib/chat-rules';
import { ui } from '../../../components/ui';
import { IconButton } from '../../../components/icon-button';
import { useTranslation } from '../../../i18n';
import { Composer } from './composer';
import { MessageBubble } from './message-bubble';

interface Props {
  conversation: Conversation;
  messages: ChatMessage[] | undefined;
  me: { id: string; role: string } | null;
  online: boolean;
  onBack: () => void;
  onSend: (text: string) => Promise<void>;
  onDelete: (message: ChatMessage) => void;
  onLeave: () => void;
}

/** The open conversation: header (back, title, leave), the messages, and the composer. */
export function ChatPane({ conversation, messages, me, online, onBack, onSend, onDelete, onLeave }: Props) {
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    // Newer browsers return a promise from scrollIntoView: it must not become the effect's cleanup.
    void end.current?.scrollIntoView({ block: 'end' });
  }, [messages?.length]);
  const { t } = useTranslation('chat');
  const title = conversationTitle(conversation, me?.id);
  return (
    <section className="flex min-h-0 flex-1 flex-col" aria-label={t('chat:conversationLabel', { title })}>
      <header className="flex items-center gap-2 border-b border-slate-200 px-3 py-2 dark:border-slate-800">
        <IconButton
          label={t('chat:backToConversations')}
          icon={ArrowLeft}
          iconClass="h-5 w-5"
          className="rounded p-1 hover:bg-slate-100 md:hidden dark:hover:bg-slate-800"
          onClick={onBack}
        />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold">{title}</h2>
          <p className="truncate text-xs text-slate-500 dark:text-slate-400">
            {conversation.description || t('chat:memberCount', { count: conversation.Members.length })}
            {online ? '' : ` · ${t('chat:offlineNote')}`}
          </p>
        </div>
        {conversation.type !== 'direct' ? (
          <button type="button" className={ui.buttonSecondary} onClick={onLeave}>
            <LogOut className="h-4 w-4" aria-hidden /> {t('chat:leave')}
          </button>
        ) : null}
      </header>
      <ul className="min-h-0 flex-1 space-y-2 overflow-y-auto px-3 py-3" aria-label={t('chat:messagesLabel')}>
        {messages?.length === 0 ? <li className="py-6 text-center text-sm text-slate-500">{t('chat:noMessages')}</li> : null}
        {messages?.map((m) => (
          <MessageBubble
            key={m.id}
            message={m}
            own={m.sender_id === me?.id}
            showSender={conversation.type !== 'direct'}
            onDelete={() => onDelete(m)}
          />
        ))}
        <li ref={end} aria-hidden />
      </ul>
      {canPostIn(conversation, me) ? (
        <Composer onSend={onSend} />
      ) : (
        <p className="border-t border-slate-200 p-3 text-center text-sm text-slate-500 dark:border-slate-800">{t('chat:broadcastOnly')}</p>
      )}
    </section>
  );
}
