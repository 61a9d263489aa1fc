import { Copy } from 'lucide-react';
import type { ToastKind } from '../../../components/toast';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';

/** Copies a link to the clipboard and says whether it did. */
export function CopyLinkButton({ url, show }: { url: string; show: (message: string, kind: ToastKind) => void }) {
  const { t } = useTranslation('invitations');
  async function copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(url);
      show(t('invitations:copied'), 'success');
    } catch {
      show(t('invitations:copyFailed'), 'error');
    }
  }
  return (
    <button type="button" className={`${ui.buttonSecondary} min-h-11`} onClick={() => void copy()}>
      <Copy className="h-4 w-4" aria-hidden /> {t('invitations:copy')}
    </button>
  );
}
