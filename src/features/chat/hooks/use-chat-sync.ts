import { useEffect } from 'react';
import { chatTexts } from '../../../lib/chat-rules';
import { pullMessages, conversationsPull } from '../../../sync/chat-pull';
import { setOpenConversation } from '../../../sync/chat-events';
import { usePull } from '../../../sync/use-pull';

/**
 * Keeps chat fresh while the screen is shown (the live socket and the outbox run app-wide): the list is
 * pulled on visit, and the open conversation's messages are pulled (and so cached for offline reading).
 */
export function useChatSync(selectedId: string | null, online: boolean, fail: (message: string) => void): void {
  const listOutcome = usePull(conversationsPull);
  useEffect(() => {
    if (listOutcome === 'failed') fail(chatTexts.loadConversationsFailed);
  }, [listOutcome, fail]);

  useEffect(() => {
    setOpenConversation(selectedId);
    if (!selectedId || !online) return;
    let live = true;
    void pullMessages(selectedId).then((outcome) => {
      if (live && outcome === 'failed') fail(chatTexts.loadMessagesFailed);
    });
    return () => {
      live = false;
    };
  }, [selectedId, online, fail]);

  useEffect(() => () => setOpenConversation(null), []);
}
