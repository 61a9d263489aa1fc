import { useState } from 'react';
import { createSignupSheet, deleteSignupSheet, updateSignupSheet } from '../../../api/signups';
import { errorText } from '../../../api/client';
import { i18next } from '../../../i18n';
import { replicate } from '../../../replication/replicate';
import { toSignupInput, type SignupForm } from './signup-form';

/** The sheet editor's changes: straight to the server (it needs signal); the replication stream then brings them to the phone. */
export function useSignupAdmin() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function guarded(action: () => Promise<unknown>, fallback: 'signups:saveFailed' | 'signups:deleteFailed'): Promise<string | null> {
    setBusy(true);
    setError(null);
    try {
      await action();
      await replicate();
      return null;
    } catch (err) {
      const message = await errorText(err, navigator.onLine ? i18next.t(fallback) : i18next.t('signups:offlineChange'));
      setError(message);
      return message;
    } finally {
      setBusy(false);
    }
  }

  return {
    busy,
    error,
    save: (form: SignupForm, id?: string) =>
      guarded(() => (id ? updateSignupSheet(id, toSignupInput(form)) : createSignupSheet(toSignupInput(form))), 'signups:saveFailed'),
    remove: (id: string) => guarded(() => deleteSignupSheet(id), 'signups:deleteFailed'),
  };
}
