import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Conversation } from '../../../../contracts/chat';
import { directConversationWith } from '../../../db/chat/chat-rules';

interface Options {
  conversations: Conversation[] | undefined;
  select: (id: string) => void;
  /** Starts a new direct message to this person, as the New button would. */
  startDirect: (personId: string) => void;
}

/**
 * Links into chat: `/chat#conversation-<id>` opens that conversation; `/chat#person-<id>` opens the
 * direct conversation with that person, or starts a new direct message to them when there is none.
 * The fragment is dropped once followed, so following the same link again works too.
 */
export function useChatLink({ conversations, select, startDirect }: Options): void {
  const { hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const link = /^#(conversation|person)-(.+)$/.exec(hash);
    if (!link) return;
    const [, kind, id = ''] = link;
    if (kind === 'conversation') select(decodeURIComponent(id));
    else {
      if (conversations === undefined) return;
      const person = decodeURIComponent(id);
      const direct = directConversationWith(conversations, person);
      if (direct) select(direct.id);
      else startDirect(person);
    }
    void navigate({ hash: '' }, { replace: true });
  }, [hash, conversations, select, startDirect, navigate]);
}
