import { Search } from 'lucide-react';
import type { Conversation } from '../../../../contracts/chat';
import { conversationTitle, previewText, searchConversations } from '../../../db/chat/chat-rules';
import { ui } from '../../../components/ui';
import { formatDate, useTranslation } from '../../../i18n';
import { unreadBadgeText } from '../../../lib/unread-badge';
import { ConversationAvatar } from './conversation-avatar';

function timeLabel(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return d.toDateString() === new Date().toDateString() ? formatDate(d, 'time') : formatDate(d, 'shortDay');
}

interface Props {
  conversations: Conversation[] | undefined;
  selfId: string | undefined;
  selectedId: string | null;
  search: string;
  onSearch: (text: string) => void;
  onSelect: (id: string) => void;
}

/** The conversation list with search, the last-message preview and each conversation's unread count (SPEC §2.3 Messages). */
export function ConversationList({ conversations, selfId, selectedId, search, onSearch, onSelect }: Props) {
  const { t } = useTranslation('chat');
  const shown = searchConversations(conversations ?? [], selfId, search);
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <label className="relative mx-4 mb-2 block">
        <Search className="pointer-events-none absolute left-3 top-2.5 h-4 w-4 text-slate-400" aria-hidden />
        <input
          className={`${ui.input} pl-9`}
          placeholder={t('chat:searchPlaceholder')}
          aria-label={t('chat:searchLabel')}
          value={search}
          onChange={(e) => onSearch(e.target.value)}
        />
      </label>
      {conversations === undefined ? <p className="px-4 text-sm text-slate-500">{t('chat:loading')}</p> : null}
      {conversations && shown.length === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-slate-500 dark:text-slate-400">
          {search ? t('chat:noMatches') : t('chat:noConversations')}
        </p>
      ) : null}
      <ul className="min-h-0 flex-1 overflow-y-auto" aria-label={t('chat:conversationsLabel')}>
        {shown.map((c) => {
          const title = conversationTitle(c, selfId);
          return (
            <li key={c.id}>
              <button
                type="button"
                aria-current={c.id === selectedId ? 'true' : undefined}
                onClick={() => onSelect(c.id)}
                className={`flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-slate-100 dark:hover:bg-slate-800 ${c.id === selectedId ? 'bg-emerald-50 dark:bg-emerald-950/40' : ''}`}
              >
                <ConversationAvatar conversation={c} selfId={selfId} title={title} />
                <span className="min-w-0 flex-1">
                  <span className="flex items-baseline justify-between gap-2">
                    <span className="truncate font-medium">{title}</span>
                    <span className="shrink-0 text-xs text-slate-500">{timeLabel(c.last_message_at)}</span>
                  </span>
                  <span className="flex items-center justify-between gap-2">
                    <span className={`block truncate text-sm ${c.unread_count ? 'font-semibold' : 'text-slate-500 dark:text-slate-400'}`}>
                      {previewText(c, selfId)}
                    </span>
                    {c.unread_count ? (
                      <span
                        data-testid="conversation-unread"
                        aria-label={t('chat:unreadCount', { count: c.unread_count })}
                        className="min-w-[1.25rem] shrink-0 rounded-full bg-emerald-600 px-1.5 text-center text-xs font-bold leading-5 text-white"
                      >
                        {unreadBadgeText(c.unread_count)}
                      </span>
                    ) : null}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
