import { useState } from 'react';
import type { EventGuests } from '../../../../contracts/events-guests';
import { getEventGuests } from '../../../api/events';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';
import { useOnline } from '../../../lib/use-online';

type State = { state: 'closed' | 'loading' | 'failed' } | { state: 'shown'; guests: EventGuests };

/**
 * A meal's people count and dietary notes, for organizers and admins on the meal's card. Read from the
 * server on request (GET /admin/events/{id}/guests), so the notes never reach campers' phones; it says
 * so when there is no signal.
 */
export function MealGuests({ eventId }: { eventId: string }) {
  const { t } = useTranslation('events');
  const online = useOnline();
  const [view, setView] = useState<State>({ state: 'closed' });
  const load = async () => {
    setView({ state: 'loading' });
    try {
      setView({ state: 'shown', guests: await getEventGuests(eventId) });
    } catch {
      setView({ state: 'failed' });
    }
  };
  if (view.state !== 'shown')
    return (
      <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
        <button type="button" className={ui.buttonSecondary} disabled={!online || view.state === 'loading'} onClick={() => void load()}>
          {view.state === 'loading' ? t('events:loadingGuests') : t('events:showGuests')}
        </button>
        {online ? null : <span className="text-slate-500">{t('events:needsConnection')}</span>}
        {view.state === 'failed' ? <span className="text-red-600 dark:text-red-400">{t('events:guestsFailed')}</span> : null}
      </div>
    );
  const { guests } = view;
  const notes = guests.parties.flatMap((p) => [
    ...(p.note ? [{ who: p.name, text: p.note }] : []),
    ...p.dietary.map((d) => ({ who: d.name, text: d.restrictions })),
  ]);
  return (
    <section
      className="mt-3 rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60"
      aria-label={t('events:guestsHeading')}
      data-testid="meal-guests"
    >
      <p className="font-medium">
        {t('events:peopleComing', { count: guests.people })} ({t('events:adults', { count: guests.adults })},{' '}
        {t('events:children', { count: guests.children })})
      </p>
      <h4 className="mt-2 font-medium">{t('events:dietaryNotes')}</h4>
      {notes.length === 0 ? (
        <p className="text-slate-500">{t('events:noDietaryNotes')}</p>
      ) : (
        <ul className="mt-1 list-disc space-y-0.5 pl-5">
          {notes.map((n, i) => (
            <li key={i}>
              <span className="font-medium">{n.who}</span>: {n.text}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
