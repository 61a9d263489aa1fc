import { Link } from 'react-router-dom';
import { KeyRound } from 'lucide-react';
import { useTranslation } from '../../i18n';
import { AuthCard, AuthNote } from './auth-card';
import { CounselorList } from './counselor-list';

/** Camp Weekend has no self-service reset: a counselor or administrator sets a temporary password. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('auth:forgot.title')} subtitle={t('auth:forgot.subtitle')}>
      <div className="space-y-4 text-sm">
        <AuthNote icon={KeyRound} tone="text-emerald-600">
          {t('auth:forgot.explain')}
        </AuthNote>
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
