import { Mail, Phone } from 'lucide-react';
import { useCounselorContacts } from '../../db/camps/use-camps';
import { useTranslation } from '../../i18n';
import { useCampBeforeSignIn } from './use-camp-before-sign-in';

/** The roles counselorContactsOf gives (in English), by their catalog key. */
const roleKeys: Record<string, string> = {
  'Head Counselor': 'headCounselor',
  Counselor: 'counselor',
  'Registration and accounts': 'office',
};

const link = 'inline-flex items-center gap-1 text-emerald-700 hover:underline dark:text-emerald-400';

/** The active camp's counselors and office (from this phone, else as the server tells a visitor). */
export function CounselorList() {
  const { t } = useTranslation('auth');
  const { contacts } = useCounselorContacts(useCampBeforeSignIn());
  return (
    <ul className="space-y-2" aria-label={t('auth:counselorContacts')}>
      {contacts.map((c) => (
        <li key={`${c.name}-${c.phone}`} className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700">
          <p className="font-semibold">{roleKeys[c.role] === 'office' ? t('auth:contact.officeName') : c.name}</p>
          <p className="text-slate-500 dark:text-slate-400">{roleKeys[c.role] ? t(`auth:contact.role.${roleKeys[c.role]}`) : c.role}</p>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            <a className={link} href={`tel:${c.phone.replace(/[^\d+]/g, '')}`}>
              <Phone className="h-3.5 w-3.5" aria-hidden /> {c.phone}
            </a>
            {c.email ? (
              <a className={link} href={`mailto:${c.email}`}>
                <Mail className="h-3.5 w-3.5" aria-hidden /> {c.email}
              </a>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
