import { lazy, Suspense } from 'react';
import { useAuthStore } from '../../stores/auth-store';

/** Only a user an administrator reset ever sees it, so it loads when needed. */
const ForcedPasswordChange = lazy(() =>
  import('../../features/auth/forced-password-change').then((m) => ({ default: m.ForcedPasswordChange })),
);

/**
 * While the server asks this user for a new password (after an administrator's reset), it refuses
 * everything else, so the frame shows the blocking change until it is done.
 */
export function PasswordChangeGate() {
  const user = useAuthStore((s) => s.user);
  const token = useAuthStore((s) => s.token);
  if (!user?.must_change_password || !token) return null;
  return (
    <Suspense fallback={null}>
      <ForcedPasswordChange session={{ user, token }} />
    </Suspense>
  );
}
