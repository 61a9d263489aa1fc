import { useState } from 'react';
import { createPoll, deletePoll, togglePoll, updatePoll } from '../../../api/polls';
import { errorText } from '../../../api/client';
import { i18next } from '../../../i18n';
import { replicate } from '../../../replication/replicate';
import { toPollInput, type PollForm } from '../../../lib/poll-form';

/** Snap Polls changes: straight to the server (admin tools need signal); the replication stream then brings them to the phone. */
export function usePollAdmin() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function guarded(
    action: () => Promise<void>,
    fallback: 'polls:saveFailed' | 'polls:toggleFailed' | 'polls:deleteFailed',
  ): Promise<string | null> {
    setBusy(true);
    setError(null);
    try {
      await action();
      await replicate();
      return null;
    } catch (err) {
      const message = await errorText(err, navigator.onLine ? i18next.t(fallback) : i18next.t('polls:offlineChange'));
      setError(message);
      return message;
    } finally {
      setBusy(false);
    }
  }

  return {
    busy,
    error,
    save: (form: PollForm, id?: string) =>
      guarded(async () => void (id ? await updatePoll(id, toPollInput(form)) : await createPoll(toPollInput(form))), 'polls:saveFailed'),
    toggle: (id: string) => guarded(async () => void (await togglePoll(id)), 'polls:toggleFailed'),
    remove: (id: string) =>
      guarded(async () => {
        await deletePoll(id);
      }, 'polls:deleteFailed'),
  };
}
