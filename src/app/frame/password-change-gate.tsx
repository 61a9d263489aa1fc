import { ForcedPasswordChange } from '../../features/auth/forced-password-change';
import { useAuthStore } from '../../stores/auth-store';

/**
 * While the server asks this user for a new password (after an administrator's reset), it refuses
 * everything else, so the frame shows the blocking change until it is done.
 */
export function PasswordChangeGate() {
  const user = useAuthStore((s) => s.user);
  const token = useAuthStore((s) => s.token);
  if (!user?.must_change_password || !token) return null;
  return <ForcedPasswordChange session={{ user, token }} />;
}
