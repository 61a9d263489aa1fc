import { useState } from 'react';
import { CalendarDays, List, Plus } from 'lucide-react';
import { ChoiceGroup } from '../../components/choice-group';
import { PageHeader } from '../../components/page-header';
import { Toast } from '../../components/toast';
import { ui } from '../../components/ui';
import { useTranslation } from '../../i18n';
import { eventTypeChips, filterByType } from '../../db/events/event-rules';
import { useAuthStore } from '../../stores/auth-store';
import { CalendarSubscribe } from './online/calendar-subscribe';
import { EventFormModal } from './admin/event-form-modal';
import { EventList } from './components/event-list';
import { EventSchedule } from './components/event-schedule';
import { TypeChips } from './components/type-chips';
import { useTypeName } from './components/type-badge';
import { useEvents } from '../../db/events/use-events';
import { useTappedRows } from '../../db/hooks/use-tapped';
import { useReplicationStatus } from '../../db/hooks/use-replication-status';
import { useRsvp } from './hooks/use-rsvp';

const eventViews = ['list', 'calendar'] as const;
type View = (typeof eventViews)[number];

/** Camp Events (SPEC §2.3): categories, list or day-by-day schedule, RSVP offline too, Add Event for admins and organizers. */
export function EventsPage() {
  const { t } = useTranslation('events');
  const typeName = useTypeName();
  const role = useAuthStore((s) => s.user?.role);
  const events = useTappedRows('events.waitlist', useTappedRows('events.rsvp', useEvents()));
  const status = useReplicationStatus();
  const { toast, show, busyId, rsvp, waitlist } = useRsvp();
  const [type, setType] = useState('all');
  const [view, setView] = useState<View>('list');
  const [adding, setAdding] = useState(false);
  const all = events ?? [];
  const shown = filterByType(all, type);
  const canAdd = role === 'admin' || role === 'organizer';

  return (
    <div className="space-y-4 pb-6">
      <PageHeader
        title={t('events:title')}
        actions={
          canAdd ? (
            <button type="button" className={ui.button} onClick={() => setAdding(true)}>
              <Plus aria-hidden className="h-4 w-4" />
              {t('events:addEvent')}
            </button>
          ) : undefined
        }
      />
      <TypeChips types={eventTypeChips(all)} value={type} onChange={setType} />
      <div className="flex items-center justify-between px-4">
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('events:showing', { shown: shown.length, count: all.length })}</p>
        <ChoiceGroup label={t('events:view')} options={eventViews} value={view} onChange={setView} look="segments">
          {(v) => (
            <>
              {v === 'list' ? <List aria-hidden className="h-4 w-4" /> : <CalendarDays aria-hidden className="h-4 w-4" />}
              {t(`events:viewName.${v}`)}
            </>
          )}
        </ChoiceGroup>
      </div>
      {events === undefined ? (
        <p className="px-4 text-sm text-slate-500">{t('events:loading')}</p>
      ) : all.length === 0 ? (
        <p className="px-4 text-sm text-slate-500 dark:text-slate-400">
          {status?.state === 'offline' || status?.state === 'failed' ? t('events:firstDownload') : t('events:empty')}
        </p>
      ) : shown.length === 0 ? (
        <p className="px-4 text-sm text-slate-500 dark:text-slate-400">
          {t('events:noneOfType', { type: typeName(type).toLocaleLowerCase() })}
        </p>
      ) : view === 'list' ? (
        <EventList events={shown} busyId={busyId} onRsvp={rsvp} onWaitlist={waitlist} showsGuests={canAdd} />
      ) : (
        <EventSchedule events={shown} />
      )}
      <CalendarSubscribe />
      {adding ? <EventFormModal onClose={() => setAdding(false)} onSaved={() => show(t('events:created'), 'success')} /> : null}
      <Toast toast={toast} />
    </div>
  );
}
