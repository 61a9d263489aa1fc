import { useState } from 'react';
import { BellRing } from 'lucide-react';
import { remindEvent } from '../../../api/events';
import { errorText } from '../../../api/client';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';
import { useOnline } from '../../../lib/use-online';
import { useAuthStore } from '../../../stores/auth-store';

/**
 * "Remind those who haven't answered" on an event card, for organizers and admins: a push and a notice to
 * every camper with no RSVP (at most once an hour per event, the server says when not). It needs signal.
 */
export function RemindButton({ eventId }: { eventId: string }) {
  const { t } = useTranslation('events');
  const role = useAuthStore((s) => s.user?.role);
  const online = useOnline();
  const [sending, setSending] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  if (role !== 'admin' && role !== 'organizer') return null;

  async function remind(): Promise<void> {
    setSending(true);
    try {
      const { reminded } = await remindEvent(eventId);
      setNote(t('events:reminded', { count: reminded }));
    } catch (err) {
      setNote(await errorText(err, t('events:remindFailed')));
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <button type="button" className={ui.buttonSecondary} disabled={!online || sending} onClick={() => void remind()}>
        <BellRing aria-hidden className="h-4 w-4" />
        {online ? (sending ? t('events:reminding') : t('events:remind')) : t('events:remindOffline')}
      </button>
      {note ? (
        <p className="w-full text-sm text-slate-500 dark:text-slate-400" role="status">
          {note}
        </p>
      ) : null}
    </>
  );
}
