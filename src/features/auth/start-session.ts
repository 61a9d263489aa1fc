import type { User } from '../../../contracts/profile';
import { landingAfterSignIn } from '../../lib/camp-held';
import { useAuthStore } from '../../stores/auth-store';
import { useSessionEndStore } from '../../stores/session-end-store';

/**
 * Store the session (SPEC §4.1) and forget any earlier expired one. Answers where the sign-in lands: Home when
 * this device already holds the person's camp, else the first start (`landingAfterSignIn`).
 */
export function startSession(user: User, token: string): string {
  const landing = landingAfterSignIn(user.id);
  useSessionEndStore.getState().clear();
  useAuthStore.getState().login(user, token);
  return landing;
}
