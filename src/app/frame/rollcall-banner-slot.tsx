import { lazy, Suspense, useEffect, useState } from 'react';
import { whenSettled } from '../../lib/first-screen';

/** The roll call banner's code (with the change door its answers use) loads once the opening screen is drawn. */
const RollCallBanner = lazy(() =>
  import('../../features/rollcalls/components/rollcall-banner').then((m) => ({ default: m.RollCallBanner })),
);

/** The banner of an open roll call, on every screen of the frame. */
export function RollCallBannerSlot() {
  const [settled, setSettled] = useState(false);
  useEffect(() => whenSettled(() => setSettled(true)), []);
  return settled ? (
    <Suspense fallback={null}>
      <RollCallBanner />
    </Suspense>
  ) : null;
}
