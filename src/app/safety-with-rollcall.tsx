import { lazy, Suspense } from 'react';
import { SafetyPage } from '../features/safety/safety-page';
import { useAuthStore } from '../stores/auth-store';

/** The organizers' roll call tools, loaded only for them. */
const RollCallPanel = lazy(() => import('../features/rollcalls/admin/rollcall-panel').then((m) => ({ default: m.RollCallPanel })));

/** The Safety Center with, for admins and organizers, the roll call above its tabs: the app composes the two features. */
export function SafetyWithRollCall() {
  const role = useAuthStore((s) => s.user?.role);
  const organizes = role === 'admin' || role === 'organizer';
  return (
    <SafetyPage
      top={
        organizes ? (
          <Suspense fallback={null}>
            <RollCallPanel />
          </Suspense>
        ) : null
      }
    />
  );
}
