import { Clock, Phone } from 'lucide-react';
import { ui } from '../../../components/ui';
import { useCounselorContacts } from '../../../db/hooks/use-counselor-contacts';
import { contactsWith } from '../safety-data';

const telHref = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, '')}`;

/** Emergency numbers and contacts, each with the hours it answers. */
export function EmergencyTab() {
  const contacts = contactsWith(useCounselorContacts().contacts);
  return (
    <ul className="space-y-3">
      {contacts.map((c) => (
        <li key={`${c.name}-${c.phone}`} className={`${ui.card} flex items-center justify-between gap-3`}>
          <div>
            <p className="font-semibold">{c.name}</p>
            <p className="text-sm text-slate-500 dark:text-slate-400">{c.role}</p>
            <p className="mt-1 flex items-center gap-1 text-xs text-slate-500 dark:text-slate-400">
              <Clock className="h-3 w-3" aria-hidden /> {c.hours}
            </p>
          </div>
          <a href={telHref(c.phone)} className={`${c.phone === '911' ? ui.buttonDanger : ui.buttonSecondary} shrink-0 whitespace-nowrap`} aria-label={`Call ${c.name} at ${c.phone}`}>
            <Phone className="h-4 w-4" aria-hidden /> {c.phone}
          </a>
        </li>
      ))}
    </ul>
  );
}
