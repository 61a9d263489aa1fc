import type { ChatUser } from '../../../../contracts/chat';
import { useAuthStore } from '../../../stores/auth-store';

/** The signed-in camper as chat shows a sender. */
export function useMe(): (ChatUser & { role: string }) | null {
  const user = useAuthStore((s) => s.user);
  if (!user) return null;
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    profile: { first_name: user.first_name, last_name: user.last_name, avatar_url: user.avatar_url },
  };
}
