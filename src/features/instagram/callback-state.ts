import { instagramScreenText as text } from '../../../contracts/instagram';

export type CallbackState = 'loading' | 'cancelled' | 'no-code' | 'signed-out' | 'failed' | 'connected';

/** The callback's first state from its query (SPEC §8 Callback): an error, no code, or a code to exchange. */
export function initialState(search: URLSearchParams, signedIn: boolean): CallbackState {
  if (search.get('error')) return 'cancelled';
  if (!search.get('code')) return 'no-code';
  return signedIn ? 'loading' : 'signed-out';
}

export const callbackMessages: Record<CallbackState, string> = {
  loading: text.connecting,
  cancelled: text.cancelled,
  'no-code': text.noCode,
  'signed-out': 'Please sign in, then connect Instagram from your profile.',
  failed: text.connectFailed,
  connected: text.connected,
};

/** SPEC §9: after a success the window closes (or goes to /profile) after 2 s. */
export const CLOSE_AFTER_MS = 2000;
