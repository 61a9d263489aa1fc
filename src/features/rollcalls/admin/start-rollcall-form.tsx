import { useState } from 'react';
import type { RollCall } from '../../../../contracts/rollcalls';
import { ROLLCALL_LIMITS } from '../../../../contracts/rollcalls-rules';
import { startRollCall } from '../../../api/rollcalls';
import { useAdminChange } from '../../../components/admin/use-admin-change';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';
import { useOnline } from '../../../lib/use-online';

/** Starts a roll call (needs signal: the server asks every camper at once). What was typed stays when it fails. */
export function StartRollCallForm({ onStarted }: { onStarted: (rollCall: RollCall) => void }) {
  const { t } = useTranslation('rollcalls');
  const online = useOnline();
  const [message, setMessage] = useState('');
  const { busy: sending, error, run } = useAdminChange('rollcalls:board.offline');

  const submit = () =>
    run(async () => {
      onStarted(await startRollCall({ message }));
      setMessage('');
    }, 'rollcalls:board.startFailed');

  return (
    <form
      className="space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 className="font-semibold">{t('rollcalls:board.startTitle')}</h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('rollcalls:board.startHint')}</p>
      <label className={ui.label} htmlFor="roll-call-message">
        {t('rollcalls:board.message')}
      </label>
      <textarea
        id="roll-call-message"
        className={ui.input}
        rows={2}
        maxLength={ROLLCALL_LIMITS.message}
        required
        placeholder={t('rollcalls:board.messagePlaceholder')}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
      />
      {online ? null : (
        <p role="status" className="text-sm text-amber-800 dark:text-amber-200">
          {t('rollcalls:board.offline')}
        </p>
      )}
      {error ? <p className={ui.error}>{error}</p> : null}
      <button type="submit" className={ui.buttonDanger} disabled={!online || sending || message.trim() === ''}>
        {sending ? t('rollcalls:board.starting') : t('rollcalls:board.start')}
      </button>
    </form>
  );
}
