import type { ToastKind } from '../../../components/toast';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';
import { CopyLinkButton } from './copy-link-button';
import { QrImage } from './qr-image';

/** The link of the invitation just created, with its QR code: shown again only on this device. */
export function CreatedLink({
  url,
  household,
  show,
}: {
  url: string;
  household: string;
  show: (message: string, kind: ToastKind) => void;
}) {
  const { t } = useTranslation('invitations');
  return (
    <section className={`${ui.card} mx-4 space-y-3`} aria-label={t('invitations:created.title', { household })}>
      <h2 className="font-semibold">{t('invitations:created.title', { household })}</h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('invitations:created.hint')}</p>
      <QrImage url={url} label={t('invitations:created.qr')} className="mx-auto h-48 w-48" />
      <p className="break-all rounded-lg bg-slate-100 p-2 font-mono text-sm dark:bg-slate-800" data-testid="created-link">
        {url}
      </p>
      <CopyLinkButton url={url} show={show} />
    </section>
  );
}
