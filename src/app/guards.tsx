import { Navigate, Outlet } from 'react-router-dom';
import { landingAfterSignIn } from '../lib/camp-held';
import { isStandalone } from '../pwa/install-prompt';
import { useAuthStore } from '../stores/auth-store';
import { useSessionEndStore } from '../stores/session-end-store';

/**
 * Routes behind sign-in: a guest goes to /landing, a camper whose session ended (any 401, sign-out) to /login, and
 * so does the installed app, whose first start offers the code from the browser where the person is signed in.
 */
export function RequireAuth() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const ended = useSessionEndStore((s) => s.ended);
  if (isAuthenticated) return <Outlet />;
  return <Navigate to={ended || isStandalone() ? '/login' : '/landing'} replace />;
}

/**
 * /landing, /login and /register: a signed-in user goes where a sign-in lands (or `to`): Home, or the first start on a
 * device that holds no camp of theirs yet. The sign-in forms navigate there too, so the two never disagree.
 */
export function GuestOnly({ to }: { to?: string }) {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const userId = useAuthStore((s) => s.user?.id);
  return isAuthenticated ? <Navigate to={to ?? landingAfterSignIn(userId)} replace /> : <Outlet />;
}
