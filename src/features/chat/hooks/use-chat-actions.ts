import { useCallback } from 'react';
import type { ChatUser } from '../../../../contracts/chat';
import { changeWithPhoto, mutate } from '../../../db/mutate';
import type { ChatMessage } from '../../../db/chat/use-chat';
import { chatTexts, directConversationWith, type ConversationDraft } from '../../../db/chat/chat-rules';
import type { ToastKind } from '../../../components/toast';
import { listConversations } from '../../../db/chat/chat-store';
import { useFollowChange } from '../../../db/hooks/use-follow-change';
import { offerNotifications } from '../../../pwa/notifications-offer';

/** What a message may carry besides its text: the message it answers, a photo. */
export interface MessageExtras {
  replyToId?: string;
  image?: File;
}

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
  const follow = useFollowChange();
  const fail = useCallback((text: string) => () => show(text, 'error'), [show]);

  /** Answers whether the message was kept: if not, the composer gives its text back. */
  const send = useCallback(
    async (text: string, extras: MessageExtras = {}): Promise<boolean> => {
      if (!me || !selectedId || (!text.trim() && !extras.image)) return false;
      try {
        const row = await changeWithPhoto(extras.image, extras.image?.name || undefined, (photo) =>
          mutate('chat.send', {
            id: crypto.randomUUID(),
            conversationId: selectedId,
            content: text.trim(),
            sender: me,
            createdAt: new Date().toISOString(),
            ...(extras.replyToId ? { replyToId: extras.replyToId } : {}),
            ...(photo ? { photo } : {}),
          }),
        );
        follow(row, { refused: fail(chatTexts.sendFailed) });
        // After a message, being told of the answer makes sense: notifications are offered then.
        offerNotifications();
        return true;
      } catch {
        show(chatTexts.notKept, 'error');
        return false;
      }
    },
    [me, selectedId, show, follow, fail],
  );

  const react = useCallback(
    async (message: ChatMessage, emoji: string, on: boolean) => {
      try {
        await mutate('chat.react', { conversationId: message.conversation_id, messageId: message.id, emoji, on });
      } catch {
        show(chatTexts.reactFailed, 'error');
      }
    },
    [show],
  );

  const remove = useCallback(
    async (message: ChatMessage) => {
      try {
        const row = await mutate('chat.delete', { conversationId: message.conversation_id, messageId: message.id });
        follow(row, { waiting: () => show(chatTexts.deleteWaiting), refused: fail(chatTexts.deleteFailed) });
      } catch {
        show(chatTexts.deleteFailed, 'error');
      }
    },
    [show, follow, fail],
  );

  const leave = useCallback(async () => {
    if (!selectedId) return;
    try {
      const row = await mutate('chat.leave', { conversationId: selectedId });
      select(null);
      follow(row, {
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
      if (!me) return;
      try {
        // The direct conversation with this person, when the phone has it, opens instead: the server would answer with it.
        const direct = draft.type === 'direct' ? directConversationWith(await listConversations(), draft.member_ids[0] ?? '') : undefined;
        const id = direct?.id ?? crypto.randomUUID();
        // A direct conversation is named after the other member: a name typed before switching to direct is dropped.
        const named = draft.type !== 'direct';
        const row = direct
          ? null
          : await mutate('chat.start', {
              id,
              type: draft.type,
              member_ids: draft.member_ids,
              name: (named && draft.name.trim()) || null,
              description: (named && draft.description.trim()) || null,
              creator: { id: me.id, email: me.email, profile: me.profile },
            });
        closeModal();
        select(id);
        if (row)
          follow(row, {
            waiting: () => show(chatTexts.createWaiting),
            done: () => show(chatTexts.created, 'success'),
            refused: fail(chatTexts.createFailed),
          });
        else show(chatTexts.created, 'success');
      } catch {
        show(chatTexts.createFailed, 'error');
      }
    },
    [me, closeModal, select, show, follow, fail],
  );

  return { send, react, remove, leave, create };
}
