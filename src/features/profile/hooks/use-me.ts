import { useEffect } from 'react';
import type { User } from '../../../../contracts/profile';
import { useMyProfile } from '../../../db/profile/use-profile';
import { ensureProfile } from '../../../db/profile/profile-store';
import type { LocalMark } from '../../../db/schema';
import { useAuthStore } from '../../../stores/auth-store';

/** The signed-in person as this phone holds them: the replicated record, else the session's copy. */
export function useMe(onLoadFailed: () => void): (User & LocalMark) | null {
  const session = useAuthStore((s) => s.user);
  const stored = useMyProfile(session?.id);
  useEffect(() => {
    if (session) void ensureProfile(session).catch(onLoadFailed);
  }, [session, onLoadFailed]);
  return stored ?? session;
}
