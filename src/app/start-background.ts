import { useAuthStore } from '../stores/auth-store';
import { afterFirstScreen, whenSettled } from '../lib/first-screen';

/** However the first screen goes, the sync engine starts by then. */
const LATEST_START_MS = 5000;

/**
 * The background machinery (outbox drain, replication, live socket) serves a signed-in camper only,
 * so a guest on /landing, /login or /register never downloads the IndexedDB and sync code. It loads
 * once the first screen is shown (a stored session) or at sign-in, and follows the session from then on.
 */
export function startBackgroundWhenSignedIn(): void {
  let started = false;
  const start = () => {
    if (started || !useAuthStore.getState().isAuthenticated) return;
    started = true;
    void startBackground();
  };
  whenSettled(start);
  setTimeout(start, LATEST_START_MS);
  useAuthStore.subscribe((now, before) => {
    if (now.isAuthenticated && !before.isAuthenticated) afterFirstScreen(start);
  });
}

async function startBackground(): Promise<void> {
  const [{ startSync }, { startDraining }, { startSocket }] = await Promise.all([
    import('../replication/triggers'),
    import('../outbox/drain-triggers'),
    import('../replication/socket'),
  ]);
  startSync();
  startDraining();
  startSocket();
  // A quiet moment after the first screen: the first tap's write need not load the registry or open the database.
  void import('../db/mutate').then((door) => door.preloadChanges()).catch((err: unknown) => console.warn('changes: not preloaded', err));
}
