import { ArrowLeft, LogOut } from 'lucide-react';
import { Fragment, useCallback, useEffect, useRef, useState } from 'react';
import type { Conversation } from '../../../../contracts/chat';
import type { ChatMessage } from '../../../db/chat/use-chat';
import { canPostIn } from '../../../../contracts/chat-rules';
import { conversationTitle } from '../../../db/chat/chat-rules';
import { ui } from '../../../components/ui';
import { IconButton } from '../../../components/icon-button';
import { useTranslation } from '../../../i18n';
import type { MessageExtras } from '../hooks/use-chat-actions';
import { Composer } from './composer';
import { ConversationAvatar } from './conversation-avatar';
import { MessageBubble } from './message-bubble';
import { DaySeparator } from './day-separator';
import { sameDay } from '../message-days';

interface Props {
  conversation: Conversation;
  messages: ChatMessage[] | undefined;
  me: { id: string; role: string } | null;
  online: boolean;
  onBack: () => void;
  /** Answers whether the message was kept. */
  onSend: (text: string, extras: MessageExtras) => Promise<boolean>;
  onDelete: (message: ChatMessage) => void;
  onReact: (message: ChatMessage, emoji: string, on: boolean) => void;
  onLeave: () => void;
}

/** Shows the original of a quoted message for a moment. */
function showOriginal(id: string): void {
  const original = document.getElementById(`message-${id}`);
  if (!original) return;
  void original.scrollIntoView({ block: 'center', behavior: 'smooth' });
  original.dataset.highlight = 'true';
  setTimeout(() => delete original.dataset.highlight, 1500);
}

/** The open conversation: header (back, avatar, title, leave), the messages, and the composer with the message being answered. */
export function ChatPane({ conversation, messages, me, online, onBack, onSend, onDelete, onReact, onLeave }: Props) {
  const [replyTo, setReplyTo] = useState<ChatMessage | null>(null);
  const send = useCallback(
    async (text: string, extras: MessageExtras) => {
      const answering = replyTo;
      setReplyTo(null);
      const kept = await onSend(text, extras);
      if (!kept) setReplyTo((now) => now ?? answering);
      return kept;
    },
    [onSend, replyTo],
  );
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
        <ConversationAvatar conversation={conversation} selfId={me?.id} title={title} />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold">{title}</h2>
          {/* A direct conversation is two people: its header names the other one and says nothing of members. */}
          {conversation.description || conversation.type !== 'direct' ? (
            <p className="truncate text-xs text-slate-500 dark:text-slate-400">
              {conversation.description || t('chat:memberCount', { count: conversation.Members.length })}
            </p>
          ) : null}
          {/* Its own line that wraps: on a narrow phone it never pushes the page wider than the screen. */}
          {online ? null : <p className="text-xs break-words text-amber-800 dark:text-amber-300">{t('chat:offlineNote')}</p>}
        </div>
        {conversation.type !== 'direct' ? (
          <button type="button" className={ui.buttonSecondary} onClick={onLeave}>
            <LogOut className="h-4 w-4" aria-hidden /> {t('chat:leave')}
          </button>
        ) : null}
      </header>
      <ul className="min-h-0 flex-1 space-y-2 overflow-y-auto px-3 py-3" aria-label={t('chat:messagesLabel')}>
        {messages?.length === 0 ? <li className="py-6 text-center text-sm text-slate-500">{t('chat:noMessages')}</li> : null}
        {messages?.map((m, i) => (
          <Fragment key={m.id}>
            {i === 0 || !sameDay(messages[i - 1]!.created_at, m.created_at) ? <DaySeparator at={m.created_at} /> : null}
            <MessageBubble
              message={m}
              own={m.sender_id === me?.id}
              showSender={conversation.type !== 'direct'}
              onDelete={() => onDelete(m)}
              onReact={(emoji, on) => onReact(m, emoji, on)}
              onReply={() => setReplyTo(m)}
              onOpenQuote={showOriginal}
            />
          </Fragment>
        ))}
        <li ref={end} aria-hidden />
      </ul>
      {canPostIn(conversation, me) ? (
        <Composer replyTo={replyTo} onCancelReply={() => setReplyTo(null)} onSend={send} />
      ) : (
        <p className="border-t border-slate-200 p-3 text-center text-sm text-slate-500 dark:border-slate-800">{t('chat:broadcastOnly')}</p>
      )}
    </section>
  );
}
