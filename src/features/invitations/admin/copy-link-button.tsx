import { CopyButton } from '../../../components/copy-button';
import type { ToastKind } from '../../../components/toast';
import { useTranslation } from '../../../i18n';

/** Copies an invitation's link to the clipboard and says whether it did. */
export function CopyLinkButton({ url, show }: { url: string; show: (message: string, kind: ToastKind) => void }) {
  const { t } = useTranslation('invitations');
  return <CopyButton text={url} label={t('invitations:copy')} copied={t('invitations:copied')} show={show} />;
}
