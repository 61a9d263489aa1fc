import { useState, type ReactNode } from 'react';
import type { RollCallStatus } from '../../../../contracts/rollcalls';
import { ROLLCALL_LIMITS } from '../../../../contracts/rollcalls-rules';
import { useTranslation } from '../../../i18n';

const pill = 'rounded-full px-3 py-1 text-xs font-semibold text-white disabled:opacity-50';

/** We're safe at once; We need help asks for an optional note first. One line until then, so the frame stays small. */
export function AnswerForm(props: {
  householdSize: number;
  onAnswer: (status: RollCallStatus, note: string, household: boolean) => void;
  sms: ReactNode;
}) {
  const { t } = useTranslation('rollcalls');
  const [household, setHousehold] = useState(false);
  const [askingHelp, setAskingHelp] = useState(false);
  const [note, setNote] = useState('');
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={`${pill} bg-emerald-700 hover:bg-emerald-600`}
          onClick={() => props.onAnswer('safe', '', household)}
        >
          {t('rollcalls:banner.safe')}
        </button>
        <button
          type="button"
          className={`${pill} bg-red-700 hover:bg-red-600`}
          onClick={() => setAskingHelp(true)}
          aria-expanded={askingHelp}
        >
          {t('rollcalls:banner.help')}
        </button>
        {props.householdSize > 0 ? (
          <label className="inline-flex items-center gap-1 text-xs">
            <input type="checkbox" checked={household} onChange={(e) => setHousehold(e.target.checked)} />
            {t('rollcalls:banner.household')}
          </label>
        ) : null}
        <span className="text-xs">{props.sms}</span>
      </div>
      {askingHelp ? (
        <form
          className="flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            props.onAnswer('help', note, household);
          }}
        >
          <input
            className="min-w-0 flex-1 rounded border border-red-300 bg-white px-2 py-1 text-xs text-slate-900 dark:bg-slate-900 dark:text-slate-100"
            aria-label={t('rollcalls:banner.note')}
            placeholder={t('rollcalls:banner.note')}
            maxLength={ROLLCALL_LIMITS.note}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          <button type="submit" className={`${pill} bg-red-700 hover:bg-red-600`}>
            {t('rollcalls:banner.send')}
          </button>
        </form>
      ) : null}
    </div>
  );
}
