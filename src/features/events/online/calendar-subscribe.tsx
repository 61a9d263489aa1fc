import { useState } from 'react';
import { CalendarDays, Copy } from 'lucide-react';
import { getCalendarFeed } from '../../../api/events';
import { errorText } from '../../../api/client';
import { ui } from '../../../components/ui';
import { useOnline } from '../../../lib/use-online';

/** The camper's private calendar feed of the camp's events, to paste into a calendar app. */
export function CalendarSubscribe() {
  const online = useOnline();
  const [url, setUrl] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);

  async function reveal(): Promise<void> {
    try {
      setUrl((await getCalendarFeed()).url);
      setNote(null);
    } catch (err) {
      setNote(await errorText(err, 'Could not get your calendar address. Please try again.'));
    }
  }

  async function copy(address: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(address);
      setNote('Calendar address copied.');
    } catch {
      setNote('Select the address and copy it.');
    }
  }

  return (
    <section className={`${ui.card} mx-4`} aria-label="Calendar feed">
      <h2 className="flex items-center gap-2 font-semibold"><CalendarDays aria-hidden className="h-4 w-4" />Camp calendar feed</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Subscribe in your calendar app and the camp schedule stays up to date there. The address is yours alone: do not share it.
      </p>
      {url ? (
        <>
          <div className="mt-3 flex gap-2">
            <input readOnly aria-label="Calendar feed address" className={ui.input} value={url} onFocus={(e) => e.currentTarget.select()} />
            <button type="button" className={ui.buttonSecondary} onClick={() => void copy(url)}><Copy aria-hidden className="h-4 w-4" />Copy</button>
          </div>
          <a className={`${ui.button} mt-2`} href={url.replace(/^https?:/, 'webcal:')}>Open in my calendar app</a>
        </>
      ) : (
        <button type="button" className={`${ui.buttonSecondary} mt-3`} disabled={!online} onClick={() => void reveal()}>
          {online ? 'Show my calendar address' : 'Needs a connection'}
        </button>
      )}
      {note ? <p className="mt-2 text-sm text-slate-500 dark:text-slate-400" role="status">{note}</p> : null}
    </section>
  );
}
