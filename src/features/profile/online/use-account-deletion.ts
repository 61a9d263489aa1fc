import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { requestAccountDeletion } from '../../../api/profile';
import { errorText } from '../../../api/client';
import { useAuthStore } from '../../../stores/auth-store';
import { DELETION_SIGN_OUT_MS, profileText } from '../profile-text';

/** The deletion request (SPEC §4.6): asked, sent, the notice shows, and 3 s later the app signs out to /login. */
export function useAccountDeletion(onFailure: (message: string) => void) {
  const navigate = useNavigate();
  const [state, setState] = useState<'idle' | 'sending' | 'requested'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const request = async () => {
    setState('sending');
    try {
      await requestAccountDeletion();
      setState('requested');
      timer.current = setTimeout(() => {
        useAuthStore.getState().logout();
        void navigate('/login', { replace: true });
      }, DELETION_SIGN_OUT_MS);
    } catch (err) {
      setState('idle');
      onFailure(await errorText(err, profileText.deletionFailed));
    }
  };
  return { state, request };
}
