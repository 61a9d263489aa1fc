import { Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { Toast, useToast } from '../../components/toast';
import { ui } from '../../components/ui';
import { useConversation, useConversations, useMessages } from '../../db/chat/use-chat';
import { useDirectory } from '../../db/profile/use-profile';
import { useOnline } from '../../lib/use-online';
import { CHAT_TOAST_MS } from '../../db/chat/chat-rules';
import { useTranslation } from '../../i18n';
import { ChatPane } from './components/chat-pane';
import { ConversationList } from './components/conversation-list';
import { NewConversationModal } from './components/new-conversation-modal';
import { useChatActions } from './hooks/use-chat-actions';
import { useChatLink } from './hooks/use-chat-link';
import { useChatSync } from './hooks/use-chat-sync';
import { useMe } from './hooks/use-me';

/** Messages (/chat): the conversation list, the chat pane and the new-conversation modal (SPEC §2.3, §4.6); links to a conversation or a person open it. */
export function ChatPage() {
  const { t } = useTranslation('chat');
  const me = useMe();
  const online = useOnline();
  const { toast, show } = useToast(CHAT_TOAST_MS);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState<{ with?: string } | null>(null);
  const conversations = useConversations();
  const conversation = useConversation(selectedId);
  const messages = useMessages(selectedId);
  const directory = useDirectory();

  const fail = useCallback((message: string) => show(message, 'error'), [show]);
  useChatSync(selectedId, fail);
  const closeModal = useCallback(() => setCreating(null), []);
  const actions = useChatActions({ me, selectedId, select: setSelectedId, show, closeModal });

  const openModal = () => setCreating({});
  const startDirect = useCallback((personId: string) => setCreating({ with: personId }), []);
  useChatLink({ conversations, select: setSelectedId, startDirect });

  return (
    <div className="flex h-[calc(100dvh-14rem)] min-h-[24rem] flex-col">
      <PageHeader
        title={t('chat:title')}
        actions={
          <button type="button" className={ui.button} onClick={openModal}>
            <Plus className="h-4 w-4" aria-hidden /> {t('chat:newButton')}
          </button>
        }
      />
      <div className="flex min-h-0 flex-1 md:gap-2">
        <div className={`${conversation ? 'hidden md:flex' : 'flex'} min-h-0 w-full flex-col md:w-80`}>
          <ConversationList
            conversations={conversations}
            selfId={me?.id}
            selectedId={selectedId}
            search={search}
            onSearch={setSearch}
            onSelect={setSelectedId}
          />
        </div>
        {conversation ? (
          <ChatPane
            key={conversation.id}
            conversation={conversation}
            messages={messages}
            me={me}
            online={online}
            onBack={() => setSelectedId(null)}
            onSend={actions.send}
            onDelete={(m) => void actions.remove(m)}
            onReact={(m, emoji, on) => void actions.react(m, emoji, on)}
            onLeave={() => void actions.leave()}
          />
        ) : (
          <p className="hidden flex-1 items-center justify-center text-sm text-slate-500 md:flex">{t('chat:selectConversation')}</p>
        )}
      </div>
      {creating ? (
        <NewConversationModal
          key={creating.with ?? 'new'}
          users={directory?.users ?? []}
          initialMember={creating.with}
          me={me}
          onClose={closeModal}
          onCreate={actions.create}
        />
      ) : null}
      <Toast toast={toast} />
    </div>
  );
}
