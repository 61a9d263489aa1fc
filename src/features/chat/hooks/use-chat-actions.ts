import { useCallback } from 'react';
import type { ChatUser } from '../../../../contracts/chat';
import { createConversation } from '../../../api/chat';
import { deleteOwnMessage, hasLeft, hasMessage, leaveConversation, putConversation, sendMessage } from '../../../db/chat-repo';
import type { ChatMessage } from '../../../db/hooks/use-messages';
import { chatTexts, type ConversationDraft } from '../../../lib/chat-rules';
import type { ToastKind } from '../../../components/toast';
import { useFollowQueued } from './use-follow-queued';

interface Options {
  me: ChatUser | null;
  selectedId: string | null;
  select: (id: string | null) => void;
  show: (message: string, kind?: ToastKind) => void;
  closeModal: () => void;
}

/**
 * What the camper does in chat, with the §8 toasts. Sending, deleting and leaving work offline
 * (outbox): their success is announced only once the server confirmed it, a refusal is told at once,
 * and a change that waits for signal says so.
 */
export function useChatActions({ me, selectedId, select, show, closeModal }: Options) {
  const follow = useFollowQueued();
  const fail = useCallback((text: string) => () => show(text, 'error'), [show]);

  const send = useCallback(
    async (text: string) => {
      if (!me || !selectedId || !text.trim()) return;
      try {
        const { id, rowId } = await sendMessage(selectedId, text, me);
        follow(rowId, () => hasMessage(id), { refused: fail(chatTexts.sendFailed) });
      } catch {
        show(chatTexts.sendFailed, 'error');
      }
    },
    [me, selectedId, show, follow, fail],
  );

  const remove = useCallback(
    async (message: ChatMessage) => {
      try {
        const { id, rowId } = await deleteOwnMessage(message.conversation_id, message.id);
        follow(rowId, async () => !(await hasMessage(id)), { waiting: () => show(chatTexts.deleteWaiting), refused: fail(chatTexts.deleteFailed) });
      } catch {
        show(chatTexts.deleteFailed, 'error');
      }
    },
    [show, follow, fail],
  );

  const leave = useCallback(async () => {
    if (!selectedId) return;
    try {
      const { id, rowId } = await leaveConversation(selectedId);
      select(null);
      follow(rowId, () => hasLeft(id), {
        waiting: () => show(chatTexts.leaveWaiting),
        done: () => show(chatTexts.left, 'success'),
        refused: fail(chatTexts.leaveFailed),
      });
    } catch {
      show(chatTexts.leaveFailed, 'error');
    }
  }, [selectedId, select, show, follow, fail]);

  const create = useCallback(
    async (draft: ConversationDraft) => {
      try {
        // A direct conversation is named after the other member: a name typed before switching to direct is dropped.
        const named = draft.type !== 'direct';
        const created = await createConversation({ ...draft, name: (named && draft.name.trim()) || null, description: (named && draft.description.trim()) || null });
        await putConversation(created);
        closeModal();
        select(created.id);
        show(chatTexts.created, 'success');
      } catch {
        show(chatTexts.createFailed, 'error');
      }
    },
    [closeModal, select, show],
  );

  return { send, remove, leave, create };
}
