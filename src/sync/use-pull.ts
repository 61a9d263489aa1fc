import { useEffect, useState } from 'react';
import { pullTable, type PullOutcome, type PullSpec } from './pull';
import { registerPull } from './pull-registry';

/**
 * Refreshes a screen's table on visit, and keeps it refreshed on focus and reconnect while the
 * screen is shown. Pass a stable spec (a module constant). Returns the last outcome (undefined while the first runs).
 */
export function usePull(spec: PullSpec): PullOutcome | undefined {
  const [outcome, setOutcome] = useState<PullOutcome>();
  useEffect(() => {
    let live = true;
    pullTable(spec).then(
      (o) => live && setOutcome(o),
      () => live && setOutcome('failed'),
    );
    const unregister = registerPull(spec);
    return () => {
      live = false;
      unregister();
    };
  }, [spec]);
  return outcome;
}
