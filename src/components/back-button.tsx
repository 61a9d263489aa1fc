import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '../i18n';

/** Back to the previous screen, or to `fallback` when this screen was opened directly. */
export function BackButton({ fallback = '/more' }: { fallback?: string }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const location = useLocation();
  const back = () => void (location.key === 'default' ? navigate(fallback) : navigate(-1));
  return (
    <button
      type="button"
      onClick={back}
      className="inline-flex items-center gap-1 px-4 pt-4 text-sm text-slate-500 hover:underline dark:text-slate-400"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden /> {t('common:back')}
    </button>
  );
}
