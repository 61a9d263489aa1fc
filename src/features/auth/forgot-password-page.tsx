import { Link } from 'react-router-dom';
import { KeyRound } from 'lucide-react';
import { useTranslation } from '../../i18n';
import { AuthCard } from './auth-card';
import { CounselorList } from './counselor-list';

/** Camp Weekend has no self-service reset: a counselor or administrator sets a temporary password. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('auth:forgot.title')} subtitle={t('auth:forgot.subtitle')}>
      <div className="space-y-4 text-sm">
        <p className="flex gap-2">
          <KeyRound className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" aria-hidden />
          {t('auth:forgot.explain')}
        </p>
        <CounselorList />
        <p className="text-center">
          <Link to="/login" className="font-semibold text-emerald-700 hover:underline dark:text-emerald-400">
            {t('auth:forgot.back')}
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
