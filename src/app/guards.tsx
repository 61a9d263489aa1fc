import { Navigate, Outlet } from 'react-router-dom';
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

/** /landing, /login and /register: a signed-in user goes to / (or `to`). */
export function GuestOnly({ to = '/' }: { to?: string }) {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  return isAuthenticated ? <Navigate to={to} replace /> : <Outlet />;
}
