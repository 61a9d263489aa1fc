import { Copy } from 'lucide-react';
import type { ToastKind } from './toast';
import { ui } from './ui';
import { useTranslation } from '../i18n';

interface Props {
  /** What goes to the clipboard. */
  text: string;
  /** The button's words ("Copy link"). */
  label: string;
  /** The toast once it is copied ("Link copied."). */
  copied: string;
  show: (message: string, kind: ToastKind) => void;
}

/** Copies a text to the clipboard and says whether it did (an admin tool's link, key or command). */
export function CopyButton({ text, label, copied, show }: Props) {
  const { t } = useTranslation('common');
  async function copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(text);
      show(copied, 'success');
    } catch {
      show(t('common:copyFailed'), 'error');
    }
  }
  return (
    <button type="button" className={`${ui.buttonSecondary} min-h-11`} onClick={() => void copy()}>
      <Copy className="h-4 w-4" aria-hidden /> {label}
    </button>
  );
}
