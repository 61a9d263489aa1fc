import { AtSign, CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ui } from '../../components/ui';
import { useTranslation } from '../../i18n';
import { callbackMessages } from './callback-state';
import { useInstagramCallback } from './use-instagram-callback';

/** /instagram/callback (SPEC §2.3, §8): where Instagram sends the popup back with a code or an error. */
export function InstagramCallbackPage() {
  const { t } = useTranslation('instagram');
  const state = useInstagramCallback();
  const Icon = state === 'loading' ? Loader2 : state === 'connected' ? CheckCircle2 : XCircle;
  const tone = state === 'connected' ? 'text-emerald-600' : state === 'loading' ? 'text-slate-500 animate-spin' : 'text-red-600';
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 p-6 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <div className={`${ui.card} w-full max-w-sm text-center`}>
        <AtSign aria-hidden className="mx-auto mb-2 h-8 w-8 text-pink-600" />
        <Icon aria-hidden className={`mx-auto mb-3 h-8 w-8 ${tone}`} />
        <p role="status" className="font-medium">
          {t(callbackMessages[state])}
        </p>
        {state === 'connected' ? <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{t('instagram:closing')}</p> : null}
        {state !== 'loading' && state !== 'connected' ? (
          <Link to={state === 'signed-out' ? '/login' : '/profile'} className={`${ui.buttonSecondary} mt-4`}>
            {state === 'signed-out' ? t('instagram:signIn') : t('instagram:backToProfile')}
          </Link>
        ) : null}
      </div>
    </main>
  );
}
