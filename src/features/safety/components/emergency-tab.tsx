import { Clock, Phone } from 'lucide-react';
import { ui } from '../../../components/ui';
import { useCounselorContacts } from '../../../db/camps/use-camps';
import { useTranslation } from '../../../i18n';
import { contactsWith, type Contact } from '../safety-data';

const telHref = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, '')}`;

/** The camp's own roles and office, as the camp record names them, and their catalog keys. */
const campRoleKeys: Record<string, string> = {
  'Head Counselor': 'headCounselor',
  Counselor: 'counselor',
  'Registration and accounts': 'office',
};

/** Emergency numbers and contacts, each with the hours it answers. */
export function EmergencyTab() {
  const { t } = useTranslation('safety');
  const contacts = contactsWith(useCounselorContacts().contacts);
  const nameOf = (c: Contact) => (c.key ? t(`safety:contactName.${c.key}`) : c.name === 'Camp Office' ? t('safety:campOffice') : c.name);
  const roleOf = (c: Contact) =>
    c.key ? t(`safety:contactRole.${c.key}`) : campRoleKeys[c.role] ? t(`safety:campRole.${campRoleKeys[c.role]}`) : c.role;
  return (
    <ul className="space-y-3">
      {contacts.map((c) => (
        <li key={`${c.key ?? c.name}-${c.phone}`} className={`${ui.card} flex items-center justify-between gap-3`}>
          <div>
            <p className="font-semibold">{nameOf(c)}</p>
            <p className="text-sm text-slate-500 dark:text-slate-400">{roleOf(c)}</p>
            <p className="mt-1 flex items-center gap-1 text-xs text-slate-500 dark:text-slate-400">
              <Clock className="h-3 w-3" aria-hidden /> {t(`safety:hours.${c.hours}`)}
            </p>
          </div>
          <a
            href={telHref(c.phone)}
            className={`${c.phone === '911' ? ui.buttonDanger : ui.buttonSecondary} shrink-0 whitespace-nowrap`}
            aria-label={t('safety:callLabel', { name: nameOf(c), phone: c.phone })}
          >
            <Phone className="h-4 w-4" aria-hidden /> {c.phone}
          </a>
        </li>
      ))}
    </ul>
  );
}
