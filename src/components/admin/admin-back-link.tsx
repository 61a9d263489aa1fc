import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '../../i18n';

/** Back to the admin dashboard, at the top of every admin tool. */
export function AdminBackLink() {
  const { t } = useTranslation('common');
  return (
    <Link to="/admin" className="inline-flex items-center gap-1 px-4 pt-4 text-sm text-slate-500 hover:underline dark:text-slate-400">
      <ArrowLeft className="h-4 w-4" aria-hidden /> {t('common:back')}
    </Link>
  );
}
