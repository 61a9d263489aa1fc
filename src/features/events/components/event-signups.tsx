import { Suspense } from 'react';
import { ClipboardCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { SignupSheet } from '../../../../contracts/signups';
import { useEventSignups } from '../../../db/signups/use-signups';
import { useTranslation } from '../../../i18n';
import { openSlots } from '../../../db/signups/signup-rules';

function SheetLinks({ sheets }: { sheets: SignupSheet[] }) {
  const { t } = useTranslation('signups');
  return (
    <ul className="mt-2 space-y-1 text-sm" aria-label={t('signups:onEvent')}>
      {sheets.map((sheet) => (
        <li key={sheet.id}>
          <Link
            to={`/signups#signup-${sheet.id}`}
            className="inline-flex items-center gap-2 font-medium text-emerald-700 hover:underline dark:text-emerald-400"
          >
            <ClipboardCheck aria-hidden className="h-4 w-4" />
            {t('signups:eventLink', { title: sheet.title, open: openSlots(sheet), total: sheet.slots.length })}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * An event's sign-up sheets, each a link to it on the Sign-ups screen with how many slots are still open.
 * Their texts load only when the event has a sheet, and without holding the rest of the card back.
 */
export function EventSignups({ eventId }: { eventId: string }) {
  const sheets = useEventSignups(eventId);
  if (!sheets || sheets.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <SheetLinks sheets={sheets} />
    </Suspense>
  );
}
