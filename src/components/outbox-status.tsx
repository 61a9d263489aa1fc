import { lazy, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import { CloudUpload } from 'lucide-react';
import { useOutbox, useOutboxPaused } from '../db/hooks/use-outbox';
import { useTranslation } from '../i18n';

/** The list and its retry/discard actions (with the sync engine they poke) load when it is opened. */
const OutboxList = lazy(() => import('./outbox-list').then((m) => ({ default: m.OutboxList })));

/** "N changes waiting" in the top bar (nothing when all is sent); opens the list of waiting and failed changes. */
export function OutboxStatus() {
  const { t } = useTranslation('frame');
  const rows = useOutbox();
  const paused = useOutboxPaused();
  const [open, setOpen] = useState(false);
  if (rows.length === 0) return null;
  const failed = rows.some((r) => r.state === 'failed') || paused;
  const text = t('frame:outbox.waiting', { count: rows.length });
  return (
    <>
      <button
        type="button"
        title={text}
        aria-label={text}
        onClick={() => setOpen(true)}
        className={`inline-flex h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-full px-2.5 text-xs font-semibold ${failed ? 'bg-amber-100 text-amber-800 dark:bg-amber-900/50 dark:text-amber-200' : 'bg-sky-100 text-sky-800 dark:bg-sky-900/50 dark:text-sky-200'}`}
      >
        <CloudUpload className="h-4 w-4" aria-hidden />
        <span className="hidden min-[480px]:inline">{text}</span>
        <span className="min-[480px]:hidden">{rows.length}</span>
      </button>
      {/* On the page itself: the top bar's blur would otherwise shut the dialog inside the bar. */}
      {open
        ? createPortal(
            <Suspense fallback={null}>
              <OutboxList rows={rows} paused={paused} onClose={() => setOpen(false)} />
            </Suspense>,
            document.body,
          )
        : null}
    </>
  );
}
