import { useEffect, useRef } from 'react';
import type { ChatMessage } from '../../../db/hooks/use-messages';

/**
 * Watches the messages this screen sent: one that vanishes before the server's copy arrived was
 * refused by the server (the outbox rolled it back), so the camper is told.
 */
export function useSendFailures(conversationId: string | null, messages: ChatMessage[] | undefined, onFailure: () => void): (id: string) => void {
  const sent = useRef(new Map<string, string>());
  useEffect(() => {
    if (!conversationId || !messages || messages.some((m) => m.conversation_id !== conversationId)) return;
    for (const [id, inConversation] of sent.current) {
      if (inConversation !== conversationId) continue;
      const found = messages.find((m) => m.id === id);
      if (found?._pending) continue;
      sent.current.delete(id);
      if (!found) onFailure();
    }
  }, [conversationId, messages, onFailure]);
  return (id: string) => {
    if (conversationId) sent.current.set(id, conversationId);
  };
}
