import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { Pencil, Trash2 } from 'lucide-react';
import type { SignupSheet } from '../../../../contracts/signups';
import { ui } from '../../../components/ui';
import { useEvents } from '../../../db/events/use-events';
import { useSignups } from '../../../db/signups/use-signups';
import { useTranslation } from '../../../i18n';
import { useOnline } from '../../../lib/use-online';
import { EditorHeader } from '../../../components/admin/editor-header';
import { useAuthStore } from '../../../stores/auth-store';
import { SheetCard } from '../components/sheet-card';
import { SheetFormDialog } from './sheet-form-dialog';
import { useSignupAdmin } from './use-signup-admin';

/** The sign-up sheet editor: organizers and admins; anyone else goes to the Sign-ups screen. */
export function AdminSignupsPage() {
  const role = useAuthStore((s) => s.user?.role);
  if (role !== 'admin' && role !== 'organizer') return <Navigate to="/signups" replace />;
  return <SheetEditor />;
}

function SheetEditor() {
  const { t } = useTranslation('signups');
  const sheets = useSignups();
  const events = useEvents() ?? [];
  const online = useOnline();
  const admin = useSignupAdmin();
  const [dialog, setDialog] = useState<SignupSheet | 'new' | null>(null);
  const titles = new Map(events.map((e) => [e.id, e.title]));

  return (
    <div className="space-y-4 pb-6">
      <EditorHeader
        title={t('signups:manageTitle')}
        create={{ label: t('signups:createSheet'), onClick: () => setDialog('new'), disabled: !online }}
        offlineText={t('signups:offlineEditor')}
        error={admin.error}
      />
      {sheets === undefined ? (
        <p className="px-4 text-sm text-slate-500">{t('signups:loading')}</p>
      ) : sheets.length === 0 ? (
        <p className="px-4 text-sm text-slate-500 dark:text-slate-400">{t('signups:empty')}</p>
      ) : (
        <div className="space-y-3 px-4">
          {sheets.map((sheet) => (
            <SheetCard
              key={sheet.id}
              sheet={sheet}
              eventTitle={sheet.event_id ? titles.get(sheet.event_id) : undefined}
              actions={
                <>
                  <button type="button" className={ui.buttonSecondary} disabled={!online || admin.busy} onClick={() => setDialog(sheet)}>
                    <Pencil aria-hidden className="h-4 w-4" />
                    {t('signups:edit')}
                  </button>
                  <button
                    type="button"
                    className={ui.buttonDanger}
                    disabled={!online || admin.busy}
                    onClick={() => admin.remove(sheet.id, t('signups:confirmDelete', { title: sheet.title }))}
                  >
                    <Trash2 aria-hidden className="h-4 w-4" />
                    {t('signups:delete')}
                  </button>
                </>
              }
            >
              {sheet.slots.map((slot) => (
                <li key={slot.id} className="flex justify-between py-1 text-sm">
                  <span>{slot.label}</span>
                  <span className="text-slate-500 dark:text-slate-400">
                    {t('signups:taken', { taken: slot.taken, capacity: slot.capacity })}
                    {slot.takers.length > 0 ? ` · ${slot.takers.join(', ')}` : ''}
                  </span>
                </li>
              ))}
            </SheetCard>
          ))}
        </div>
      )}
      {dialog ? (
        <SheetFormDialog
          sheet={dialog === 'new' ? undefined : dialog}
          events={events}
          online={online}
          onClose={() => setDialog(null)}
          onSubmit={(form) => admin.save(form, dialog === 'new' ? undefined : dialog.id)}
        />
      ) : null}
    </div>
  );
}
