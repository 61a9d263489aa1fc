import { useCallback, useEffect, useState } from 'react';

/** A list an admin tool reads straight from the server (admin tools are online-only), and reads again with `reload`. */
export function useServerList<T>(load: () => Promise<T[]>, enabled: boolean) {
  const [items, setItems] = useState<T[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);

  const reload = useCallback(async () => {
    try {
      setItems(await load());
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, [load]);

  useEffect(() => {
    if (enabled) void reload();
  }, [enabled, reload]);

  return { items, loading, failed, reload };
}
