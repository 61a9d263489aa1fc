import type { MyRollCall, RollCallStatus } from '../../../../contracts/rollcalls';
import { useCounselorContacts } from '../../../db/camps/use-camps';
import { useOpenRollCall } from '../../../db/rollcalls/use-rollcalls';
import { mutate } from '../../../db/mutate';
import type { LocalMark } from '../../../db/schema';
import { useTranslation } from '../../../i18n';
import { AnswerForm } from './answer-form';

/** An `sms:` address to the head counselor, for when only text messages get through. */
function SmsLink({ answer }: { answer?: string }) {
  const { t } = useTranslation('rollcalls');
  const [counselor] = useCounselorContacts().contacts;
  if (!counselor) return null;
  const body = answer ? `?body=${encodeURIComponent(t('rollcalls:banner.smsBody', { answer }))}` : '';
  return (
    <a className="font-semibold underline" href={`sms:${counselor.phone.replace(/[^\d+]/g, '')}${body}`}>
      {t('rollcalls:banner.sms', { name: counselor.name })}
    </a>
  );
}

function Waiting({ rollCall }: { rollCall: MyRollCall }) {
  const { t } = useTranslation('rollcalls');
  const answer = rollCall.my_answer ? t(`rollcalls:banner.${rollCall.my_answer.status}`) : '';
  const words = rollCall.my_answer?.note ? `${answer}: ${rollCall.my_answer.note}` : answer;
  return (
    <p className="text-xs">
      <strong role="status">{t('rollcalls:banner.waiting')}</strong> {t('rollcalls:banner.waitingDetail', { answer })}{' '}
      <SmsLink answer={words} />
    </p>
  );
}

/**
 * On every screen while a roll call is open and the camper has not answered: We're safe / We need help
 * (with a note), for the household when they have one. A queued answer says "Waiting for signal" until sent.
 */
export function RollCallBanner() {
  const { t } = useTranslation('rollcalls');
  const rollCall: (MyRollCall & LocalMark) | null | undefined = useOpenRollCall();
  if (!rollCall || (rollCall.my_answer && !rollCall._pending)) return null;
  const answer = (status: RollCallStatus, note: string, household: boolean) => {
    // A phone too full to keep it says so in the frame (storage notices).
    mutate('rollcalls.answer', { rollCallId: rollCall.id, status, note: note.trim() || undefined, household }).catch((err: unknown) =>
      console.warn('roll call: answer not kept', err),
    );
  };
  return (
    <section
      aria-label={t('rollcalls:banner.label')}
      className="mx-auto max-w-3xl space-y-1 border-b border-red-300 bg-red-50 px-4 py-2 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
    >
      <p className="truncate">
        <strong>{t('rollcalls:banner.title')}:</strong> {rollCall.message}
      </p>
      {rollCall._pending ? (
        <Waiting rollCall={rollCall} />
      ) : (
        <AnswerForm householdSize={rollCall.household_size} onAnswer={answer} sms={<SmsLink />} />
      )}
    </section>
  );
}
