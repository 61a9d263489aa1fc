import type { AdminSecrets } from '../../api/admin-secrets';
import { errorText } from '../../api/client';
import { i18next } from '../../i18n';
import { useServerList } from './use-server-list';

/** The sentence of a failed call: the server's, or the text of `fallbackKey`, or the tool's offline one (`offlineKey`) without signal. */
export const failedCallText = (err: unknown, fallbackKey: string, offlineKey: string): Promise<string> =>
  errorText(err, i18next.t(navigator.onLine ? fallbackKey : offlineKey));

/** The catalogue keys of the tool's sentences: without signal, and why a creation or a revocation failed. */
interface FailureKeys {
  offline: string;
  createFailed: string;
  revokeFailed: string;
}

/**
 * An admin list of secret links or keys (online, straight from the server) and what the administrator does
 * with it: make one (its secret is answered this once; `afterCreate` keeps or reloads what goes with it),
 * and revoke one. Each answers the sentence why not when it fails.
 */
export function useAdminSecrets<Input, Created, Item>(
  secrets: AdminSecrets<Input, Created, Item>,
  enabled: boolean,
  keys: FailureKeys,
  afterCreate?: (created: Created, input: Input) => unknown,
) {
  const list = useServerList(secrets.list, enabled);
  const { reload } = list;

  /** Makes one; answers it, or the sentence why not. */
  async function create(input: Input): Promise<Created | { error: string }> {
    try {
      const created = await secrets.create(input);
      await Promise.all([reload(), afterCreate?.(created, input)]);
      return created;
    } catch (err) {
      return { error: await failedCallText(err, keys.createFailed, keys.offline) };
    }
  }

  /** Revokes one; answers null, or the sentence why not. */
  async function revoke(id: string): Promise<string | null> {
    try {
      await secrets.revoke(id);
      await reload();
      return null;
    } catch (err) {
      return failedCallText(err, keys.revokeFailed, keys.offline);
    }
  }

  return { list, create, revoke };
}
