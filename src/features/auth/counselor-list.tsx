import { Mail, Phone } from 'lucide-react';
import { counselorContacts } from '../../lib/counselors';

export function CounselorList() {
  return (
    <ul className="space-y-2" aria-label="Counselor contacts">
      {counselorContacts.map((c) => (
        <li key={c.name} className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700">
          <p className="font-semibold">{c.name}</p>
          <p className="text-slate-500 dark:text-slate-400">{c.role}</p>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            <a className="inline-flex items-center gap-1 text-emerald-700 hover:underline dark:text-emerald-400" href={`tel:${c.phone.replace(/[^\d+]/g, '')}`}>
              <Phone className="h-3.5 w-3.5" aria-hidden /> {c.phone}
            </a>
            <a className="inline-flex items-center gap-1 text-emerald-700 hover:underline dark:text-emerald-400" href={`mailto:${c.email}`}>
              <Mail className="h-3.5 w-3.5" aria-hidden /> {c.email}
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
