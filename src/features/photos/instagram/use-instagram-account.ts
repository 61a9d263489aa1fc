import { useEffect, useState } from 'react';
import { getInstagramAccount, type InstagramAccount } from '../../../api/instagram';

/** Checked each time the share dialog opens (SPEC §4.6); null = not connected (or not set up). */
export function useInstagramAccount(): { account: InstagramAccount | null; checked: boolean } {
  const [state, setState] = useState<{ account: InstagramAccount | null; checked: boolean }>({ account: null, checked: false });
  useEffect(() => {
    let alive = true;
    void getInstagramAccount().then((account) => {
      if (alive) setState({ account, checked: true });
    });
    return () => {
      alive = false;
    };
  }, []);
  return state;
}
