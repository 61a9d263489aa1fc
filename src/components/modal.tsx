import { Suspense, useRef, type ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { useDialog } from './dialog-stack';

/**
 * A centred dialog over a dimmed page (a bottom sheet on phones). Escape, the backdrop and ✕ close
 * it; `onClose` undefined makes it blocking. Focus stays inside while it is open, and messages
 * (toasts) show in its slot above the content rather than over its fields. Content that waits (for
 * its texts or code) waits inside the frame, which says it is loading, while the page behind stays.
 */
export function Modal({ title, children, onClose }: { title: string; children: ReactNode; onClose?: () => void }) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDivElement>(null);
  useDialog(ref, onClose);
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-black/60 p-0 sm:items-center sm:p-4" onClick={onClose}>
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        tabIndex={-1}
        className="max-h-[92dvh] w-full max-w-lg overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl outline-none sm:rounded-2xl dark:bg-slate-900"
        onClick={(e) => e.stopPropagation()}
      >
        <div className="mb-4 flex items-center justify-between">
          <h2 className="text-lg font-semibold">{title}</h2>
          {onClose ? (
            <button
              type="button"
              aria-label={t('common:close')}
              data-dialog-close
              className="rounded p-1 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
              onClick={onClose}
            >
              ✕
            </button>
          ) : null}
        </div>
        <div data-message-slot />
        <Suspense fallback={<DialogLoading />}>{children}</Suspense>
      </div>
    </div>
  );
}

function DialogLoading() {
  const { t } = useTranslation('common');
  return (
    <p role="status" className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">
      {t('common:loading')}
    </p>
  );
}
