import { ShieldX } from 'lucide-react';
import { useTranslation } from '../i18n';

/** The refusal of a screen; `message` says who may see it when that is not administrators only. */
export function AccessDenied({ message }: { message?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="mx-auto max-w-md p-8 text-center">
      <ShieldX className="mx-auto h-12 w-12 text-red-500" aria-hidden />
      <h1 className="mt-3 text-xl font-bold">{t('common:accessDenied.title')}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">{message ?? t('common:accessDenied.message')}</p>
    </div>
  );
}
