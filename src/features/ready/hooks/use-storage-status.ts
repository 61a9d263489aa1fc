import { useCallback, useEffect, useState } from 'react';

export interface StorageStatus {
  /** Whether the browser promised to keep this site's data (undefined where it cannot say). */
  persisted?: boolean;
  /** Bytes still free for this site (quota minus usage), when the browser says. */
  free?: number;
  /** Asks the browser to keep the data; the answer updates `persisted`. */
  askPersist: () => Promise<void>;
}

/** The phone's storage for the camp, read from `navigator.storage` (no network). */
export function useStorageStatus(): StorageStatus {
  const [persisted, setPersisted] = useState<boolean>();
  const [free, setFree] = useState<number>();
  useEffect(() => {
    let current = true;
    void navigator.storage?.persisted?.().then(
      (p) => current && setPersisted(p),
      () => undefined,
    );
    void navigator.storage?.estimate?.().then(
      ({ quota, usage }) => current && quota !== undefined && setFree(Math.max(0, quota - (usage ?? 0))),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  const askPersist = useCallback(async () => {
    const granted = await navigator.storage?.persist?.().catch(() => false);
    setPersisted(granted === true);
  }, []);
  return { persisted, free, askPersist };
}
