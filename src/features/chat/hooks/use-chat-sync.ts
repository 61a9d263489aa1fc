import { useEffect } from 'react';
import { useReplicationStatus } from '../../../db/hooks/use-replication-status';
import { chatTexts } from '../../../db/chat/chat-rules';
import { setOpenConversation } from '../../../replication/chat-events';

/**
 * Tells the app which conversation is on screen (the replication stream and the live socket keep
 * every conversation on the phone): it is marked read now, offline too, and as new messages arrive. When the
 * server could be reached but failed to answer, says the conversations could not be loaded.
 */
export function useChatSync(selectedId: string | null, fail: (message: string) => void): void {
  const failed = useReplicationStatus()?.state === 'failed';
  useEffect(() => {
    if (failed) fail(chatTexts.loadConversationsFailed);
  }, [failed, fail]);

  useEffect(() => {
    setOpenConversation(selectedId);
  }, [selectedId]);

  useEffect(() => () => setOpenConversation(null), []);
}
