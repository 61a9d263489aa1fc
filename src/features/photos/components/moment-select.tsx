import { useId, useState } from 'react';
import { useEvents } from '../../../db/events/use-events';
import { useTranslation } from '../../../i18n';
import { ui } from '../../../components/ui';
import { eventHappeningAt } from '../../../lib/albums';
import { campDayKey, campTimeRange, dayHeading } from '../../../lib/camp-time';
import { useSeedText } from '../../../lib/seed-text';

/**
 * "Which moment?": the event a photo belongs to, from the schedule on the phone, at first the event
 * happening now (or none). `chosen` is undefined until the camper picks; '' is none.
 */
export function useMoment() {
  const events = useEvents();
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const [openedAt] = useState(() => Date.now());
  const eventId = chosen ?? eventHappeningAt(events ?? [], openedAt)?.id ?? '';
  return { events: events ?? [], eventId, choose: setChosen };
}

export function MomentSelect({ moment, disabled }: { moment: ReturnType<typeof useMoment>; disabled: boolean }) {
  const { t } = useTranslation('photos');
  const seed = useSeedText();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={ui.label}>
        {t('photos:whichMoment')}
      </label>
      <select id={id} className={ui.input} value={moment.eventId} disabled={disabled} onChange={(e) => moment.choose(e.target.value)}>
        <option value="">{t('photos:noMoment')}</option>
        {moment.events.map((e) => (
          <option key={e.id} value={e.id}>
            {`${seed(e.title)} · ${dayHeading(campDayKey(e.event_time), 'weekday')} ${campTimeRange(e.event_time, null)}`}
          </option>
        ))}
      </select>
    </div>
  );
}
