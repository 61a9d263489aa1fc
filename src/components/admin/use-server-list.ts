import { useCallback, useEffect, useState } from 'react';

/**
 * A list an admin tool reads straight from the server (admin tools are online-only), and reads again with `reload`.
 * A new `load` (another year, say) is another list: it shows as loading until it arrives.
 */
export function useServerList<T>(load: () => Promise<T[]>, enabled: boolean) {
  const [items, setItems] = useState<T[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);

  const read = useCallback(
    async (anotherList: boolean) => {
      if (anotherList) setLoading(true);
      try {
        setItems(await load());
        setFailed(false);
      } catch {
        setFailed(true);
      } finally {
        setLoading(false);
      }
    },
    [load],
  );
  const reload = useCallback(() => read(false), [read]);

  useEffect(() => {
    if (enabled) void read(true);
  }, [enabled, read]);

  return { items, loading, failed, reload };
}
