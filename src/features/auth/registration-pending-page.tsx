import { useNavigate } from 'react-router-dom';
import { Clock, MailCheck } from 'lucide-react';
import { ui } from '../../components/ui';
import { useTranslation } from '../../i18n';
import { AuthCard, AuthNote } from './auth-card';
import { CounselorList } from './counselor-list';

export function RegistrationPendingPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <AuthCard title={t('auth:pending.title')} subtitle={t('auth:pending.subtitle')}>
      <div className="space-y-4 text-sm">
        <AuthNote icon={Clock} tone="text-amber-500">
          {t('auth:pending.awaiting')}
        </AuthNote>
        <AuthNote icon={MailCheck} tone="text-emerald-600">
          {t('auth:pending.email')}
        </AuthNote>
        <h2 className="pt-2 font-semibold">{t('auth:pending.questions')}</h2>
        <CounselorList />
        <div className="flex flex-col gap-2 pt-2 sm:flex-row">
          <button type="button" className={`${ui.button} flex-1`} onClick={() => void navigate('/login')}>
            {t('auth:pending.trySignIn')}
          </button>
          <button type="button" className={`${ui.buttonSecondary} flex-1`} onClick={() => void navigate('/landing')}>
            {t('auth:pending.backHome')}
          </button>
        </div>
      </div>
    </AuthCard>
  );
}
