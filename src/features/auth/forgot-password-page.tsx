import { Link } from 'react-router-dom';
import { KeyRound } from 'lucide-react';
import { AuthCard } from './auth-card';
import { CounselorList } from './counselor-list';

/** Camp Weekend has no self-service reset: a counselor or administrator sets a temporary password. */
export function ForgotPasswordPage() {
  return (
    <AuthCard title="Forgot your password?" subtitle="We'll get you back in">
      <div className="space-y-4 text-sm">
        <p className="flex gap-2">
          <KeyRound className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" aria-hidden />
          Passwords are reset by the camp team. Ask a counselor or a camp administrator to reset yours: they will give you a
          temporary password, and you will choose a new one the next time you sign in.
        </p>
        <CounselorList />
        <p className="text-center">
          <Link to="/login" className="font-semibold text-emerald-700 hover:underline dark:text-emerald-400">
            Back to Sign In
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
