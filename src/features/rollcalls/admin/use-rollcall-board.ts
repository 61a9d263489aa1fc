import { useEffect, useState } from 'react';
import type { RollCallBoard } from '../../../../contracts/rollcalls';
import { rollCallBoard } from '../../../api/rollcalls';
import { useBoardChange } from '../../../db/rollcalls/use-rollcalls';
import { useOnline } from '../../../lib/use-online';

/**
 * The live board of a roll call: read from the server, and again whenever the socket says it changed
 * (an answer arrived, it was closed) and when signal returns. The last board read stays on screen offline.
 */
export function useRollCallBoard(id: string | null): { board: RollCallBoard | null; failed: boolean; reload: () => void } {
  const [board, setBoard] = useState<RollCallBoard | null>(null);
  const [failed, setFailed] = useState(false);
  const [asked, setAsked] = useState(0);
  const change = useBoardChange();
  const online = useOnline();
  const changedAt = change?.rollCallId === id ? change.at : 0;

  useEffect(() => {
    if (!id || !online) return;
    let current = true;
    rollCallBoard(id).then(
      (read) => {
        if (!current) return;
        setBoard(read);
        setFailed(false);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [id, online, changedAt, asked]);

  return { board: board?.id === id ? board : null, failed, reload: () => setAsked((n) => n + 1) };
}
