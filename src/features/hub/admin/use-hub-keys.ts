import { useCallback } from 'react';
import { errorText } from '../../../api/client';
import { createHubKey, listHubKeys, revokeHubKey, type HubKeyRequest } from '../../../api/hub';
import { useServerList } from '../../../components/admin/use-server-list';
import { i18next } from '../../../i18n';

/** The sentence of a failed call: the server's, or `fallback`, or the offline one without signal. */
const failure = (err: unknown, fallback: string) => errorText(err, i18next.t(navigator.onLine ? fallback : 'hub:offline'));

/** The hub keys (online, straight from the server) and what the administrator does with them. */
export function useHubKeys(enabled: boolean) {
  const keys = useServerList(listHubKeys, enabled);
  const { reload } = keys;

  /** Makes a key; answers it (shown this once), or the sentence why not. */
  const create = useCallback(
    async (input: HubKeyRequest): Promise<{ id: string; key: string } | { error: string }> => {
      try {
        const created = await createHubKey(input);
        await reload();
        return created;
      } catch (err) {
        return { error: await failure(err, 'hub:form.failed') };
      }
    },
    [reload],
  );

  /** Revokes one; answers null, or the sentence why not. */
  async function revoke(id: string): Promise<string | null> {
    try {
      await revokeHubKey(id);
      await reload();
      return null;
    } catch (err) {
      return failure(err, 'hub:revokeFailed');
    }
  }

  return { keys, create, revoke };
}
