import { useEffect } from 'react';
import { useMyProfile } from '../../db/profile/use-profile';
import type { User } from '../../../contracts/profile';
import { useAuthStore } from '../../stores/auth-store';

const differs = (a: User, b: User) =>
  a.first_name !== b.first_name ||
  a.last_name !== b.last_name ||
  a.avatar_url !== b.avatar_url ||
  JSON.stringify(a.profile) !== JSON.stringify(b.profile);

/**
 * The signed-in person as the phone holds them: the replicated record (new avatar, edited names)
 * is copied into the session, so every screen that shows the person shows them current.
 */
export function useProfileMirror(): User | null {
  const session = useAuthStore((s) => s.user);
  const stored = useMyProfile(session?.id);
  useEffect(() => {
    if (!session || !stored || stored.id !== session.id || !differs(stored, session)) return;
    const { _pending: _p, _receivedAt: _r, ...record } = stored;
    // The session keeps its own sign-in facts (must_change_password, role) and takes the rest.
    useAuthStore.getState().setUser({ ...session, ...record, role: session.role, must_change_password: session.must_change_password });
  }, [session, stored]);
  return stored ?? session;
}
