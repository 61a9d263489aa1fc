import { useState, type FormEvent } from 'react';
import { adminEventTypes, type CampEvent } from '../../../../contracts/events';
import { createEvent, updateEvent } from '../../../api/events';
import { errorText } from '../../../api/client';
import { Modal } from '../../../components/modal';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';
import { replicate } from '../../../replication/replicate';
import { emptyEventForm, formFromEvent, toEventInput, validateEventForm, type EventForm } from '../../../lib/event-form';
import { useOnline } from '../../../lib/use-online';
import { useTypeName } from '../components/type-badge';

interface Props {
  /** The event to edit; none to create one. */
  event?: CampEvent;
  onClose: () => void;
  onSaved?: (event: CampEvent) => void;
}

/** Create or edit an event (SPEC §2.3 Event Management, §5, §8). It needs a connection. */
export function EventFormModal({ event, onClose, onSaved }: Props) {
  const { t } = useTranslation('events');
  const typeName = useTypeName();
  const online = useOnline();
  const [form, setForm] = useState<EventForm>(() => (event ? formFromEvent(event) : emptyEventForm()));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (field: keyof EventForm) => (e: { target: { value: string } }) => setForm({ ...form, [field]: e.target.value });
  const types =
    event && !(adminEventTypes as readonly string[]).includes(event.event_type) ? [...adminEventTypes, event.event_type] : adminEventTypes;

  async function submit(e: FormEvent): Promise<void> {
    e.preventDefault();
    const problem = validateEventForm(form);
    if (problem) return setError(problem);
    setSaving(true);
    setError(null);
    try {
      const saved = event ? await updateEvent(event.id, toEventInput(form)) : await createEvent(toEventInput(form));
      await replicate();
      onSaved?.(saved);
      onClose();
    } catch (err) {
      setError(
        event
          ? t('events:updateFailed', { reason: await errorText(err, err instanceof Error ? err.message : t('events:tryAgain')) })
          : t('events:createFailed'),
      );
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal title={event ? t('events:editEvent') : t('events:addEvent')} onClose={onClose}>
      <form className="space-y-3" onSubmit={(e) => void submit(e)} noValidate>
        {!online ? <p className={ui.error}>{t('events:offlineForm')}</p> : null}
        {error ? (
          <p className={ui.error} role="alert">
            {error}
          </p>
        ) : null}
        <label className="block">
          <span className={ui.label}>{t('events:fieldTitle')}</span>
          <input className={ui.input} value={form.title} onChange={set('title')} required />
        </label>
        <label className="block">
          <span className={ui.label}>{t('events:fieldDescription')}</span>
          <textarea className={ui.input} rows={3} value={form.description} onChange={set('description')} />
        </label>
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="block">
            <span className={ui.label}>{t('events:fieldStarts')}</span>
            <input type="datetime-local" className={ui.input} value={form.event_time} onChange={set('event_time')} required />
          </label>
          <label className="block">
            <span className={ui.label}>{t('events:fieldEnds')}</span>
            <input type="datetime-local" className={ui.input} value={form.end_time} onChange={set('end_time')} />
          </label>
        </div>
        <label className="block">
          <span className={ui.label}>{t('events:fieldLocation')}</span>
          <input className={ui.input} value={form.location} onChange={set('location')} />
        </label>
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="block">
            <span className={ui.label}>{t('events:fieldCapacity')}</span>
            <input
              type="number"
              min={0}
              inputMode="numeric"
              className={ui.input}
              placeholder={t('events:availability.unlimited')}
              value={form.capacity}
              onChange={set('capacity')}
            />
          </label>
          <label className="block">
            <span className={ui.label}>{t('events:fieldType')}</span>
            <select className={`${ui.input} capitalize`} value={form.event_type} onChange={set('event_type')}>
              {types.map((type) => (
                <option key={type} value={type}>
                  {typeName(type)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div className="flex justify-end gap-2 pt-2">
          <button type="button" className={ui.buttonSecondary} onClick={onClose}>
            {t('events:cancel')}
          </button>
          <button type="submit" className={ui.button} disabled={saving || !online}>
            {saving ? t('events:saving') : event ? t('events:updateEvent') : t('events:createEvent')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
