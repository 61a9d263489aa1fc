import { useEffect, useState } from 'react';
import type { RollCallSummary } from '../../../../contracts/rollcalls';
import { pastRollCalls } from '../../../api/rollcalls';
import { ui } from '../../../components/ui';
import { formatDate, useTranslation } from '../../../i18n';
import { RollCallBoardView } from './rollcall-board-view';
import { useRollCallBoard } from './use-rollcall-board';

/** A closed roll call's whole board, as it was left: who was safe, who needed help and who never answered. */
function PastBoard({ id }: { id: string }) {
  const { t } = useTranslation('rollcalls');
  const { board, failed } = useRollCallBoard(id);
  if (failed) return <p className={ui.error}>{t('rollcalls:board.loadFailed')}</p>;
  if (!board) return <p role="status">{t('rollcalls:board.loading')}</p>;
  return <RollCallBoardView board={board} />;
}

/** One closed roll call: when, what it asked and its counts; opened, its board (read only when opened). */
function PastRollCall({ rollCall }: { rollCall: RollCallSummary }) {
  const { t } = useTranslation('rollcalls');
  const [open, setOpen] = useState(false);
  return (
    <li>
      <details onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary className="flex min-h-11 cursor-pointer items-center">
          <span>
            <span className="font-medium">{formatDate(rollCall.started_at, 'moment')}</span> · {rollCall.message} ·{' '}
            {t('rollcalls:board.pastCounts', rollCall.counts)}
          </span>
        </summary>
        {open ? (
          <div className="mt-2">
            <PastBoard id={rollCall.id} />
          </div>
        ) : null}
      </details>
    </li>
  );
}

/** Closed roll calls, newest first, with how many answered what; each opens to its board (read from the server, online only). */
export function PastRollCalls() {
  const { t } = useTranslation('rollcalls');
  const [past, setPast] = useState<RollCallSummary[]>([]);
  useEffect(() => {
    let current = true;
    pastRollCalls().then(
      (list) => current && setPast(list.filter((r) => r.closed_at)),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  if (past.length === 0) return null;
  return (
    <details className="text-sm">
      <summary className="flex min-h-11 cursor-pointer items-center font-medium">{t('rollcalls:board.past')}</summary>
      <ul className="mt-2 space-y-1">
        {past.map((r) => (
          <PastRollCall key={r.id} rollCall={r} />
        ))}
      </ul>
    </details>
  );
}
