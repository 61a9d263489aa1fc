import { useState } from 'react';
import { errorText } from '../../api/client';
import { i18next } from '../../i18n';
import { replicate } from '../../replication/replicate';

/**
 * An admin tool's changes: straight to the server (admin tools need signal), then the replication stream brings them to the
 * phone. `run` does one change and answers its error sentence (the server's, or `fallback`; `offline` without signal), or null.
 */
export function useAdminChange(offline: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => Promise<unknown>, fallback: string): Promise<string | null> {
    setBusy(true);
    setError(null);
    try {
      await action();
      await replicate();
      return null;
    } catch (err) {
      const message = await errorText(err, navigator.onLine ? i18next.t(fallback) : i18next.t(offline));
      setError(message);
      return message;
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, run };
}
