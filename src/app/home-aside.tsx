import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PersonAvatar } from '../components/person-avatar';
import { useActiveCamp } from '../db/camps/use-camps';
import { useConversations } from '../db/chat/use-chat';
import { useEvents } from '../db/events/use-events';
import { useTranslation } from '../i18n';
import { campIsOver } from './camp-over';
import { campDayKey, campTimeRange, dayHeading } from '../lib/camp-time';
import { conversationTitle } from '../db/chat/chat-rules';
import { useSeedText } from '../lib/seed-text';
import { unreadBadgeText } from '../lib/unread-badge';
import { useAuthStore } from '../stores/auth-store';

const row = 'flex min-h-11 items-center gap-3 rounded-lg px-2 hover:bg-slate-100 dark:hover:bg-slate-800';

/** A card of the aside named by its heading; `empty` is what it says when it has nothing to list. */
function AsideSection({ id, title, empty, children }: { id: string; title: string; empty: string | null; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900" aria-labelledby={id}>
      <h2 id={id} className="mb-2 font-semibold">
        {title}
      </h2>
      {empty ? <p className="text-sm text-slate-500 dark:text-slate-400">{empty}</p> : null}
      {children}
    </section>
  );
}

/**
 * On a wide screen, beside the feed: the next events and the latest conversations, read from the phone. Once the
 * camp is over and nothing else is planned, the schedule gives way (the feed leads with the camp's memories).
 */
export function HomeAside({ now = Date.now() }: { now?: number }) {
  const { t } = useTranslation('frame');
  const seed = useSeedText();
  const me = useAuthStore((s) => s.user?.id);
  const camp = useActiveCamp();
  const upcoming = (useEvents() ?? [])
    .filter((e) => Date.parse(e.event_time) > now)
    .sort((a, b) => a.event_time.localeCompare(b.event_time))
    .slice(0, 4);
  const chats = (useConversations() ?? []).slice(0, 5);
  const showsSchedule = upcoming.length > 0 || !camp || !campIsOver(camp, now);
  return (
    <aside className="sticky top-20 hidden space-y-4 self-start lg:block" aria-label={t('frame:aside.label')}>
      {showsSchedule ? (
        <AsideSection
          id="aside-upcoming"
          title={t('frame:aside.upcoming')}
          empty={upcoming.length === 0 ? t('frame:aside.noUpcoming') : null}
        >
          <ul>
            {upcoming.map((e) => (
              <li key={e.id}>
                <Link to={`/events#event-${e.id}`} className={`${row} py-1`}>
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-medium">{seed(e.title)}</span>
                    <span className="block text-xs text-slate-500 dark:text-slate-400">
                      {dayHeading(campDayKey(e.event_time), 'listDay')} · {campTimeRange(e.event_time, e.end_time)}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <Link
            to="/events"
            className="mt-2 inline-flex min-h-11 items-center px-2 text-sm font-medium text-emerald-700 dark:text-emerald-400"
          >
            {t('frame:aside.allEvents')}
          </Link>
        </AsideSection>
      ) : null}
      <AsideSection id="aside-chats" title={t('frame:aside.chats')} empty={chats.length === 0 ? t('frame:aside.noChats') : null}>
        <ul>
          {chats.map((c) => {
            const title = conversationTitle(c, me);
            const badge = unreadBadgeText(c.unread_count);
            return (
              <li key={c.id}>
                <Link to={`/chat#conversation-${c.id}`} className={row}>
                  <PersonAvatar id={c.id} name={title} src={null} size="sm" />
                  <span className="min-w-0 flex-1 truncate text-sm">{title}</span>
                  {badge ? (
                    <span className="min-w-[1.25rem] rounded-full bg-emerald-700 px-1.5 text-center text-xs font-semibold text-white">
                      {badge}
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </AsideSection>
    </aside>
  );
}
