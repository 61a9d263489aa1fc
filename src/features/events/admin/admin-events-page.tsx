import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft, Pencil, Plus, Trash2 } from 'lucide-react';
import type { CampEvent } from '../../../../contracts/events';
import { deleteEvent } from '../../../api/events';
import { AccessDenied } from '../../../components/access-denied';
import { PageHeader } from '../../../components/page-header';
import { Toast, useToast } from '../../../components/toast';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';
import { replicate } from '../../../replication/replicate';
import { availabilityText } from '../../../db/events/event-rules';
import { campDayKey, campTimeRange, dayHeading } from '../../../lib/camp-time';
import { useOnline } from '../../../lib/use-online';
import { OfflineNotice } from '../../../components/admin/offline-notice';
import { useAuthStore } from '../../../stores/auth-store';
import { EventFormModal } from './event-form-modal';
import { TypeBadge } from '../components/type-badge';
import { useEvents } from '../../../db/events/use-events';

const when = (e: CampEvent) => `${dayHeading(campDayKey(e.event_time), 'listDay')}, ${campTimeRange(e.event_time, e.end_time)}`;

/** Event Management (SPEC §2.3, §8): list, create, edit, delete. Admins and organizers; changes need a connection. */
export function AdminEventsPage() {
  const { t } = useTranslation('events');
  const role = useAuthStore((s) => s.user?.role);
  const online = useOnline();
  const events = useEvents();
  const { toast, show } = useToast(4000);
  const [editing, setEditing] = useState<CampEvent | 'new' | null>(null);

  if (role !== 'admin' && role !== 'organizer') {
    return <AccessDenied />;
  }

  async function remove(e: CampEvent): Promise<void> {
    if (!window.confirm(t('events:confirmDelete', { title: e.title }))) return;
    try {
      await deleteEvent(e.id);
      await replicate();
      show(t('events:deleted'), 'success');
    } catch {
      show(t('events:deleteFailed'), 'error');
    }
  }

  return (
    <div className="pb-6">
      <Link to="/admin" className="inline-flex items-center gap-1 px-4 pt-4 text-sm text-slate-500 hover:underline">
        <ArrowLeft aria-hidden className="h-4 w-4" />
        {t('events:back')}
      </Link>
      <PageHeader
        title={t('events:management')}
        subtitle={t('events:eventCount', { count: events?.length ?? 0 })}
        actions={
          <button type="button" className={`${ui.button} whitespace-nowrap`} onClick={() => setEditing('new')}>
            <Plus aria-hidden className="h-4 w-4" />
            {t('events:createEvent')}
          </button>
        }
      />
      <OfflineNotice text={t('events:offlineList')} />
      <ul className="space-y-3 px-4">
        {(events ?? []).map((e) => (
          <li key={e.id} className={ui.card} aria-label={e.title}>
            <div className="flex items-start justify-between gap-2">
              <div>
                <p className="font-semibold">{e.title}</p>
                <p className="text-sm text-slate-500 dark:text-slate-400">
                  {when(e)}
                  {e.location ? ` · ${e.location}` : ''}
                </p>
                <p className="text-sm text-slate-500 dark:text-slate-400">
                  {e.capacity > 0
                    ? t('events:registeredOf', { count: e.registration_count, capacity: e.capacity })
                    : t('events:registered', { count: e.registration_count })}{' '}
                  · {availabilityText(e)}
                </p>
              </div>
              <TypeBadge type={e.event_type} />
            </div>
            <div className="mt-3 flex gap-2">
              <button type="button" className={ui.buttonSecondary} onClick={() => setEditing(e)}>
                <Pencil aria-hidden className="h-4 w-4" />
                {t('events:edit')}
              </button>
              <button type="button" className={ui.buttonDanger} disabled={!online} onClick={() => void remove(e)}>
                <Trash2 aria-hidden className="h-4 w-4" />
                {t('events:delete')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {editing ? (
        <EventFormModal
          event={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={() => show(editing === 'new' ? t('events:created') : t('events:updated'), 'success')}
        />
      ) : null}
      <Toast toast={toast} />
    </div>
  );
}
