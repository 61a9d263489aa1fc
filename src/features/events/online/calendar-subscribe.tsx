import { useState } from 'react';
import { CalendarDays, Copy } from 'lucide-react';
import { getCalendarFeed } from '../../../api/events';
import { errorText } from '../../../api/client';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';
import { useOnline } from '../../../lib/use-online';

/** The camper's private calendar feed of the camp's events, to paste into a calendar app. */
export function CalendarSubscribe() {
  const { t } = useTranslation('events');
  const online = useOnline();
  const [url, setUrl] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);

  async function reveal(): Promise<void> {
    try {
      setUrl((await getCalendarFeed()).url);
      setNote(null);
    } catch (err) {
      setNote(await errorText(err, t('events:calendarFailed')));
    }
  }

  async function copy(address: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(address);
      setNote(t('events:calendarCopied'));
    } catch {
      setNote(t('events:calendarSelect'));
    }
  }

  return (
    <section className={`${ui.card} mx-4`} aria-label={t('events:calendarSection')}>
      <h2 className="flex items-center gap-2 font-semibold">
        <CalendarDays aria-hidden className="h-4 w-4" />
        {t('events:calendarHeading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('events:calendarIntro')}</p>
      {url ? (
        <>
          <div className="mt-3 flex gap-2">
            <input
              readOnly
              aria-label={t('events:calendarAddress')}
              className={ui.input}
              value={url}
              onFocus={(e) => e.currentTarget.select()}
            />
            <button type="button" className={ui.buttonSecondary} onClick={() => void copy(url)}>
              <Copy aria-hidden className="h-4 w-4" />
              {t('events:copy')}
            </button>
          </div>
          <a className={`${ui.button} mt-2`} href={url.replace(/^https?:/, 'webcal:')}>
            {t('events:openCalendar')}
          </a>
        </>
      ) : (
        <button type="button" className={`${ui.buttonSecondary} mt-3`} disabled={!online} onClick={() => void reveal()}>
          {online ? t('events:showCalendar') : t('events:needsConnection')}
        </button>
      )}
      {note ? (
        <p className="mt-2 text-sm text-slate-500 dark:text-slate-400" role="status">
          {note}
        </p>
      ) : null}
    </section>
  );
}
