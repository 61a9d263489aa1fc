import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { finishInstagramConnect } from '../../api/instagram';
import { useAuthStore } from '../../stores/auth-store';
import { CLOSE_AFTER_MS, initialState, type CallbackState } from './callback-state';

/** Codes already handed to the server: a code works once, and React may run an effect twice. */
const handled = new Set<string>();

/** Exchanges the code once, then closes the popup (or goes to /profile) 2 s after a success. */
export function useInstagramCallback(): CallbackState {
  const [search] = useSearchParams();
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const navigate = useNavigate();
  const [state, setState] = useState<CallbackState>(() => initialState(search, signedIn));

  useEffect(() => {
    const code = search.get('code');
    if (state !== 'loading' || !code || handled.has(code)) return;
    handled.add(code);
    const redirectUri = `${window.location.origin}/instagram/callback`;
    finishInstagramConnect(code, redirectUri, search.get('state') ?? '').then(
      () => setState('connected'),
      () => setState('failed'),
    );
  }, [state, search]);

  useEffect(() => {
    if (state !== 'connected') return;
    const timer = setTimeout(() => {
      if (window.opener) window.close();
      else void navigate('/profile', { replace: true });
    }, CLOSE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [state, navigate]);
  return state;
}
