import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ClipboardCheck, Settings } from 'lucide-react';
import { PageHeader } from '../../components/page-header';
import { Toast } from '../../components/toast';
import { ui } from '../../components/ui';
import { useEvents } from '../../db/events/use-events';
import { useReplicationStatus } from '../../db/hooks/use-replication-status';
import { useSignups } from '../../db/signups/use-signups';
import { useTranslation } from '../../i18n';
import { useSeedText } from '../../lib/seed-text';
import { useAuthStore } from '../../stores/auth-store';
import { SheetCard } from './components/sheet-card';
import { SlotRow } from './components/slot-row';
import { useClaim } from './hooks/use-claim';

/** Sign-ups (from More): every sheet, each slot claimed or released for the family, offline too. */
export function SignupsPage() {
  const { t } = useTranslation('signups');
  const seed = useSeedText();
  const sheets = useSignups();
  const events = useEvents();
  const status = useReplicationStatus();
  const role = useAuthStore((s) => s.user?.role);
  const { toast, busySlot, claim } = useClaim();
  const { hash } = useLocation();
  const eventTitle = new Map((events ?? []).map((e) => [e.id, seed(e.title)]));
  const loaded = sheets !== undefined;

  // A link from an event card or a notice names the sheet: bring it into view once it is drawn.
  useEffect(() => {
    if (loaded && hash) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);

  return (
    <div className="space-y-4 pb-6">
      <PageHeader
        title={t('signups:title')}
        subtitle={t('signups:subtitle')}
        actions={
          role === 'admin' || role === 'organizer' ? (
            <Link to="/admin/signups" className={ui.buttonSecondary}>
              <Settings aria-hidden className="h-4 w-4" />
              {t('signups:manage')}
            </Link>
          ) : undefined
        }
      />
      {sheets === undefined ? (
        <p className="px-4 text-sm text-slate-500">{t('signups:loading')}</p>
      ) : sheets.length === 0 ? (
        <div className="mx-4 rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
          <ClipboardCheck aria-hidden className="mx-auto h-10 w-10 text-slate-400" />
          <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">
            {status?.state === 'offline' || status?.state === 'failed' ? t('signups:firstDownload') : t('signups:empty')}
          </p>
        </div>
      ) : (
        <div className="space-y-3 px-4">
          {sheets.map((sheet) => (
            <SheetCard key={sheet.id} sheet={sheet} eventTitle={sheet.event_id ? eventTitle.get(sheet.event_id) : undefined}>
              {sheet.slots.map((slot) => (
                <SlotRow
                  key={slot.id}
                  slot={slot}
                  locked={busySlot !== null}
                  busy={busySlot === slot.id}
                  onClaim={(claimed) => claim(sheet.id, slot.id, claimed)}
                />
              ))}
            </SheetCard>
          ))}
        </div>
      )}
      <Toast toast={toast} />
    </div>
  );
}
