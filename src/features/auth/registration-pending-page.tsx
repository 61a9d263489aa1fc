import { useNavigate } from 'react-router-dom';
import { Clock, MailCheck } from 'lucide-react';
import { ui } from '../../components/ui';
import { AuthCard } from './auth-card';
import { CounselorList } from './counselor-list';

export function RegistrationPendingPage() {
  const navigate = useNavigate();
  return (
    <AuthCard title="Registration Pending" subtitle="Thanks for signing up for Camp Weekend!">
      <div className="space-y-4 text-sm">
        <p className="flex gap-2">
          <Clock className="mt-0.5 h-4 w-4 shrink-0 text-amber-500" aria-hidden />
          Your account is awaiting approval. A camp counselor reviews every new registration.
        </p>
        <p className="flex gap-2">
          <MailCheck className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" aria-hidden />
          You will receive an email as soon as your account is approved. Then you can sign in.
        </p>
        <h2 className="pt-2 font-semibold">Questions? Contact a counselor</h2>
        <CounselorList />
        <div className="flex flex-col gap-2 pt-2 sm:flex-row">
          <button type="button" className={`${ui.button} flex-1`} onClick={() => void navigate('/login')}>
            Try Signing In
          </button>
          <button type="button" className={`${ui.buttonSecondary} flex-1`} onClick={() => void navigate('/landing')}>
            Back to Home
          </button>
        </div>
      </div>
    </AuthCard>
  );
}
