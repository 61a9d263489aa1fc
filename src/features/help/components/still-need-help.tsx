import { Link } from 'react-router-dom';
import { Mail, Phone } from 'lucide-react';
import { TitledSection } from '../../../components/titled-section';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';

/** 'Still Need Help?': the counselors (in the Safety Center) and an email draft to the camp. */
export function StillNeedHelp({ email }: { email?: string }) {
  const { t } = useTranslation('help');
  const feedback = email ? `mailto:${email}?subject=${encodeURIComponent(t('help:supportSubject'))}` : undefined;
  return (
    <TitledSection title={t('help:stillNeedHelp')}>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('help:counselorsHelp')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link to="/safety" className={ui.button}>
          <Phone className="h-4 w-4" aria-hidden /> {t('help:contactCounselors')}
        </Link>
        {feedback ? (
          <a href={feedback} className={ui.buttonSecondary}>
            <Mail className="h-4 w-4" aria-hidden /> {t('help:sendFeedback')}
          </a>
        ) : null}
      </div>
    </TitledSection>
  );
}
