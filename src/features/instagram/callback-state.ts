export type CallbackState = 'loading' | 'cancelled' | 'no-code' | 'signed-out' | 'failed' | 'connected';

/** The callback's first state from its query (SPEC §8 Callback): an error, no code, or a code to exchange. */
export function initialState(search: URLSearchParams, signedIn: boolean): CallbackState {
  if (search.get('error')) return 'cancelled';
  if (!search.get('code')) return 'no-code';
  return signedIn ? 'loading' : 'signed-out';
}

/** What each state says, as keys of the instagram catalog (the English is SPEC §8's). */
export const callbackMessages: Record<CallbackState, string> = {
  loading: 'instagram:connecting',
  cancelled: 'instagram:cancelled',
  'no-code': 'instagram:noCode',
  'signed-out': 'instagram:signedOut',
  failed: 'instagram:connectFailed',
  connected: 'instagram:connected',
};

/** SPEC §9: after a success the window closes (or goes to /profile) after 2 s. */
export const CLOSE_AFTER_MS = 2000;
