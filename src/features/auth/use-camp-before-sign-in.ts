import { useEffect, useState } from 'react';
import { activeCampOf, type Camp } from '../../../contracts/camps';
import { listCamps } from '../../api/camps';

/**
 * The active camp as the server tells a visitor (GET /camps is open to them), for a phone that holds
 * no camp yet: someone who just registered has never signed in here. Null while unknown or offline.
 */
export function useCampBeforeSignIn(): Camp | null {
  const [camp, setCamp] = useState<Camp | null>(null);
  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const camps = await listCamps();
        if (live) setCamp(activeCampOf(camps) ?? null);
      } catch {
        // Offline or unreachable: the phone's own camp record, or the sample camp, is shown.
      }
    })();
    return () => {
      live = false;
    };
  }, []);
  return camp;
}
