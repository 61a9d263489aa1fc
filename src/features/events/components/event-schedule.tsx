import { useState } from 'react';
import { Check } from 'lucide-react';
import type { CampEvent } from '../../../../contracts/events';
import { useTranslation } from '../../../i18n';
import { availabilityText, groupByDay } from '../../../db/events/event-rules';
import { campHour, campTimeRange, dayHeading, hourLabel } from '../../../lib/camp-time';
import { useSeedText } from '../../../lib/seed-text';
import { typeTone } from './type-badge';

/** The calendar view: one camp day at a time, hour by hour (camp clock), from its first event to its last. */
export function EventSchedule({ events }: { events: CampEvent[] }) {
  const { t } = useTranslation('events');
  const seed = useSeedText();
  const days = groupByDay(events);
  const [chosen, setChosen] = useState<string | null>(null);
  const day = days.find((d) => d.key === chosen) ?? days[0];
  if (!day) return null;
  const hours = day.events.map((e) => campHour(e.event_time));
  const first = Math.min(...hours);
  const last = Math.max(...hours);
  const rows = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  return (
    <div className="px-4">
      <div role="tablist" aria-label={t('events:campDays')} className="mb-3 flex gap-2 overflow-x-auto">
        {days.map((d) => (
          <button
            key={d.key}
            type="button"
            role="tab"
            aria-selected={d.key === day.key}
            onClick={() => setChosen(d.key)}
            className={`whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium ${d.key === day.key ? 'bg-emerald-700 text-white' : 'bg-slate-100 dark:bg-slate-800'}`}
          >
            {dayHeading(d.key)}
          </button>
        ))}
      </div>
      <ol
        aria-label={t('events:scheduleFor', { day: dayHeading(day.key) })}
        className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
      >
        {rows.map((h) => {
          const starting = day.events.filter((e) => campHour(e.event_time) === h);
          return (
            <li key={h} className="flex min-h-12 gap-3 px-3 py-2">
              <span className="w-14 shrink-0 pt-1 text-xs text-slate-500 dark:text-slate-400">{hourLabel(h)}</span>
              <div className="flex flex-1 flex-col gap-2">
                {starting.map((e) => (
                  <div key={e.id} className={`rounded-lg px-3 py-2 text-sm ${typeTone(e.event_type)}`}>
                    <div className="flex items-center justify-between gap-2 font-semibold">
                      <span>{seed(e.title)}</span>
                      {e.is_user_registered ? (
                        <span className="inline-flex items-center gap-1 text-xs">
                          <Check aria-hidden className="h-3 w-3" />
                          {t('events:going')}
                        </span>
                      ) : null}
                    </div>
                    <div className="text-xs opacity-80">
                      {campTimeRange(e.event_time, e.end_time)}
                      {e.location ? ` · ${seed(e.location)}` : ''} · {availabilityText(e)}
                    </div>
                  </div>
                ))}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
