import { useState } from 'react';
import type { RollCall } from '../../../../contracts/rollcalls';
import { closeRollCall } from '../../../api/rollcalls';
import { useAdminChange } from '../../../components/admin/use-admin-change';
import { ui } from '../../../components/ui';
import { useOpenRollCall } from '../../../db/rollcalls/use-rollcalls';
import { useTranslation } from '../../../i18n';
import { useOnline } from '../../../lib/use-online';
import { PastRollCalls } from './past-rollcalls';
import { RollCallBoardView } from './rollcall-board-view';
import { StartRollCallForm } from './start-rollcall-form';
import { useRollCallBoard } from './use-rollcall-board';

/**
 * The Safety Center's roll call for admins and organizers (online-only, says so offline): start one, then
 * its live board (counts, those needing help first, phones) until it is closed.
 */
export function RollCallPanel() {
  const { t } = useTranslation('rollcalls');
  const online = useOnline();
  const synced = useOpenRollCall();
  const [started, setStarted] = useState<RollCall | null>(null);
  const [closedId, setClosedId] = useState<string | null>(null);
  const { busy: closing, error, run } = useAdminChange('rollcalls:board.boardOffline');
  const openId = [started?.id, synced?.id].find((id) => id && id !== closedId) ?? null;
  const { board, failed } = useRollCallBoard(openId);
  const open = board && !board.closed_at ? board : null;

  const close = (id: string) =>
    run(async () => {
      await closeRollCall(id);
      setClosedId(id);
      setStarted(null);
    }, 'rollcalls:board.loadFailed');

  return (
    <section aria-label={t('rollcalls:board.title')} className={`${ui.card} mx-4 space-y-3`}>
      {open ? (
        <>
          <header className="flex items-start justify-between gap-2">
            <div>
              <h2 className="font-semibold">{t('rollcalls:board.title')}</h2>
              <p className="text-sm">{open.message}</p>
            </div>
            <button type="button" className={ui.buttonSecondary} disabled={!online || closing} onClick={() => void close(open.id)}>
              {closing ? t('rollcalls:board.closing') : t('rollcalls:board.close')}
            </button>
          </header>
          {online ? null : (
            <p role="status" className="text-sm text-amber-800 dark:text-amber-200">
              {t('rollcalls:board.boardOffline')}
            </p>
          )}
          <RollCallBoardView board={open} />
        </>
      ) : openId && !board && !failed ? (
        <p role="status">{online ? t('rollcalls:board.loading') : t('rollcalls:board.needsSignal')}</p>
      ) : (
        <>
          <StartRollCallForm onStarted={(rollCall) => setStarted(rollCall)} />
          {online ? <PastRollCalls key={closedId} /> : null}
        </>
      )}
      {failed && online ? <p className={ui.error}>{t('rollcalls:board.loadFailed')}</p> : null}
      {error ? <p className={ui.error}>{error}</p> : null}
    </section>
  );
}
