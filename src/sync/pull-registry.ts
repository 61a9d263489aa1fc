import { pullTable, type PullSpec } from './pull';

/** The pulls to refresh on app start, focus and reconnect: every mounted screen's (usePull) plus those registered for the whole app. */
const active = new Map<string, { spec: PullSpec; users: number }>();
let lastRun = 0;

export function registerPull(spec: PullSpec): () => void {
  const entry = active.get(spec.path) ?? { spec, users: 0 };
  entry.users += 1;
  active.set(spec.path, entry);
  return () => {
    entry.users -= 1;
    if (entry.users <= 0) active.delete(spec.path);
  };
}

/** Runs every registered pull, at most once per `minGapMs` (focus events come in bursts). */
export async function runPulls(minGapMs = 2000): Promise<void> {
  if (Date.now() - lastRun < minGapMs) return;
  lastRun = Date.now();
  await Promise.all([...active.values()].map(({ spec }) => pullTable(spec).catch(() => 'failed')));
}
