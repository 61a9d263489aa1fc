import { useCallback } from 'react';
import type { ChatUser } from '../../../../contracts/chat';
import { createConversation } from '../../../api/chat';
import { deleteOwnMessage, leaveConversation, putConversation, sendMessage } from '../../../db/chat-repo';
import type { ChatMessage } from '../../../db/hooks/use-messages';
import type { ConversationDraft } from '../../../lib/chat-rules';
import type { ToastKind } from '../../../components/toast';

interface Options {
  me: ChatUser | null;
  selectedId: string | null;
  select: (id: string | null) => void;
  show: (message: string, kind?: ToastKind) => void;
  trackSent: (id: string) => void;
  closeModal: () => void;
}

/** What the camper does in chat, with the §8 toasts. Sending, deleting and leaving work offline (outbox). */
export function useChatActions({ me, selectedId, select, show, trackSent, closeModal }: Options) {
  const send = useCallback(
    async (text: string) => {
      if (!me || !selectedId || !text.trim()) return;
      try {
        trackSent(await sendMessage(selectedId, text, me));
      } catch {
        show('Failed to send message', 'error');
      }
    },
    [me, selectedId, show, trackSent],
  );

  const remove = useCallback(
    async (message: ChatMessage) => {
      try {
        await deleteOwnMessage(message.conversation_id, message.id);
      } catch {
        show('Failed to delete message', 'error');
      }
    },
    [show],
  );

  const leave = useCallback(async () => {
    if (!selectedId) return;
    try {
      await leaveConversation(selectedId);
      select(null);
      show('Left conversation successfully', 'success');
    } catch {
      show('Failed to leave conversation', 'error');
    }
  }, [selectedId, select, show]);

  const create = useCallback(
    async (draft: ConversationDraft) => {
      try {
        const created = await createConversation({ ...draft, name: draft.name.trim() || null, description: draft.description.trim() || null });
        await putConversation(created);
        closeModal();
        select(created.id);
        show('Conversation created successfully!', 'success');
      } catch {
        show('Failed to create conversation', 'error');
      }
    },
    [closeModal, select, show],
  );

  return { send, remove, leave, create };
}
