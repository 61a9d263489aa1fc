import { useState } from 'react';
import { Link } from 'react-router-dom';
import { KeyRound, MailCheck } from 'lucide-react';
import { Field } from '../../components/form-fields';
import { FormError } from '../../components/form-sending';
import { ui } from '../../components/ui';
import { currentLanguage, useTranslation } from '../../i18n';
import { AuthCard, AuthNote } from './auth-card';
import { CounselorList } from './counselor-list';
import { useAuthSending } from './use-auth-sending';

/** Asks for a reset link by email; the counselors stay listed for a camper without email access. */
export function ForgotPasswordPage() {
  const { t } = useTranslation(['auth', 'answers']);
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const { error, busy, submit } = useAuthSending(() => t('auth:forgot.failed'));

  const ask = submit(async ({ forgotPassword }) => {
    // The mail is written in the language this page is shown in.
    await forgotPassword(email.trim(), currentLanguage());
    setSent(true);
  });

  return (
    <AuthCard title={t('auth:forgot.title')} subtitle={t('auth:forgot.subtitle')}>
      <div className="space-y-4 text-sm">
        {sent ? (
          <p role="status" className="flex gap-2 rounded-lg bg-emerald-50 p-3 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">
            <MailCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            {t('answers:resetRequested')}
          </p>
        ) : (
          <form className="space-y-4" onSubmit={ask}>
            <p>{t('auth:forgot.intro')}</p>
            <FormError text={error} />
            <Field label={t('auth:email')} type="email" autoComplete="email" required value={email} onChange={setEmail} />
            <button type="submit" className={`${ui.button} w-full`} disabled={busy}>
              {busy ? t('auth:forgot.busy') : t('auth:forgot.submit')}
            </button>
          </form>
        )}
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
