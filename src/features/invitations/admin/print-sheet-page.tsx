import { Link } from 'react-router-dom';
import { ArrowLeft, Printer, Ticket } from 'lucide-react';
import { AdminOnly } from '../../../components/admin/admin-only';
import { OfflineNotice } from '../../../components/admin/offline-notice';
import { Toast, useToast } from '../../../components/toast';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';
import { useOnline } from '../../../lib/use-online';
import { useInvitationLinks } from '../../../stores/invitation-links-store';
import { sheetCards } from './invitation-state';
import { QrImage } from './qr-image';
import { useInvitations } from './use-invitations';
import { useMissingInvitations } from './use-missing-invitations';
import './print-sheet.css';

/** The link as printed: without its scheme, so it is short enough to type. */
const shortLink = (url: string) => url.replace(/^https?:\/\//, '');

/** The check-in table's sheet: one card per household whose active link this device holds, with its QR code. */
export const PrintSheetPage = () => <AdminOnly tool={PrintSheet} />;

function PrintSheet() {
  const { t } = useTranslation('invitations');
  const online = useOnline();
  const tool = useInvitations(true);
  const missing = useMissingInvitations(tool);
  const links = useInvitationLinks((s) => s.links);
  const { toast, show } = useToast(5000);
  const cards = sheetCards(tool.invitations.items, links);

  async function createMissing(): Promise<void> {
    const { count, error } = await missing.createMissing();
    show(error ?? t('invitations:print.createdMissing', { count }), error ? 'error' : 'success');
  }

  return (
    <div className="mx-auto max-w-4xl p-4 print:max-w-none print:p-0">
      <div className="space-y-3 print:hidden">
        <Link
          to="/admin/invitations"
          className="inline-flex min-h-11 items-center gap-1 text-sm text-slate-500 hover:underline dark:text-slate-400"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden /> {t('invitations:title')}
        </Link>
        <h1 className="text-xl font-bold">{t('invitations:print.title')}</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('invitations:print.hint')}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('invitations:deviceNote')}</p>
        <OfflineNotice text={t('invitations:offline')} />
        <div className="flex flex-wrap gap-2">
          <button type="button" className={`${ui.button} min-h-11`} onClick={() => window.print()}>
            <Printer className="h-4 w-4" aria-hidden /> {t('invitations:print.button')}
          </button>
          <button
            type="button"
            className={`${ui.buttonSecondary} min-h-11`}
            disabled={!online || missing.busy}
            onClick={() => void createMissing()}
          >
            <Ticket className="h-4 w-4" aria-hidden />
            {missing.busy ? t('invitations:print.creatingMissing') : t('invitations:print.createMissing')}
          </button>
        </div>
        {!tool.invitations.loading && cards.length === 0 ? <p className="text-sm text-slate-500">{t('invitations:print.empty')}</p> : null}
      </div>
      <ul className="invitation-sheet mt-4 grid gap-4 sm:grid-cols-2 print:mt-0">
        {cards.map((invitation) => {
          const url = links[invitation.id] ?? '';
          return (
            <li
              key={invitation.id}
              className="invitation-sheet-card flex flex-col items-center rounded-xl border-2 border-dashed border-slate-400 bg-white p-4 text-center text-black"
              data-testid="sheet-card"
            >
              <h2 className="text-xl font-bold">{invitation.household_name ?? t('invitations:list.noHousehold')}</h2>
              <p className="text-sm">{t('invitations:print.scan')}</p>
              <QrImage url={url} label={t('invitations:created.qr')} className="my-2 h-52 w-52" />
              <p className="break-all font-mono text-sm">{shortLink(url)}</p>
            </li>
          );
        })}
      </ul>
      <Toast toast={toast} />
    </div>
  );
}
