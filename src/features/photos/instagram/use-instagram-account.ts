import { useEffect, useState } from 'react';
import { getInstagramStatus, type InstagramStatus } from '../../../api/instagram';
import { useOnline } from '../../../lib/use-online';

export type ShareTarget = { state: 'checking' } | InstagramStatus | { state: 'offline' };

/** Checked each time the share dialog opens (SPEC §4.6); sharing to Instagram needs signal. */
export function useInstagramAccount(): ShareTarget {
  const online = useOnline();
  const [status, setStatus] = useState<ShareTarget>({ state: 'checking' });
  useEffect(() => {
    if (!online) return setStatus({ state: 'offline' });
    let alive = true;
    setStatus({ state: 'checking' });
    void getInstagramStatus().then((s) => alive && setStatus(s));
    return () => {
      alive = false;
    };
  }, [online]);
  return status;
}
