import { lazy, Suspense } from 'react';
import { useUpdateState } from '../pwa/sw-update';

// Its code and texts load only when a new version actually waits, never with the first screen.
const UpdateNotice = lazy(() => import('./update-prompt-notice').then((m) => ({ default: m.UpdateNotice })));

/**
 * "A new version is available" with Reload, shown when a new build waits to take over. It sits
 * outside every screen, so it waits for its code and texts on its own rather than blanking the app.
 */
export function UpdatePrompt() {
  const state = useUpdateState();
  if (state === 'none') return null;
  return (
    <Suspense fallback={null}>
      <UpdateNotice state={state} />
    </Suspense>
  );
}
