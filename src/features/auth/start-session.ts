import type { User } from '../../../contracts/profile';
import { useAuthStore } from '../../stores/auth-store';
import { useSessionEndStore } from '../../stores/session-end-store';

/** Store the session (SPEC §4.1) and forget any earlier expired one. */
export function startSession(user: User, token: string): void {
  useSessionEndStore.getState().clear();
  useAuthStore.getState().login(user, token);
}
