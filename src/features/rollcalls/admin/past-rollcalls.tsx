import { useEffect, useState } from 'react';
import type { RollCallSummary } from '../../../../contracts/rollcalls';
import { pastRollCalls } from '../../../api/rollcalls';
import { formatDate, useTranslation } from '../../../i18n';

/** Closed roll calls, newest first, with how many answered what (read from the server, online only). */
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
      <summary className="cursor-pointer font-medium">{t('rollcalls:board.past')}</summary>
      <ul className="mt-2 space-y-1">
        {past.map((r) => (
          <li key={r.id}>
            <span className="font-medium">{formatDate(r.started_at, 'moment')}</span> · {r.message} ·{' '}
            {t('rollcalls:board.pastCounts', r.counts)}
          </li>
        ))}
      </ul>
    </details>
  );
}
