import { adminEventTypes, type CampEvent } from '../../../../contracts/events';
import { createEvent, updateEvent } from '../../../api/events';
import { errorText } from '../../../api/client';
import { ItemFormDialog } from '../../../components/item-form-dialog';
import { CountField, Field, SelectField } from '../../../components/form-fields';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';
import { replicate } from '../../../replication/replicate';
import { emptyEventForm, formFromEvent, toEventInput, validateEventForm } from './event-form';
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
  const types: readonly string[] =
    event && !(adminEventTypes as readonly string[]).includes(event.event_type) ? [...adminEventTypes, event.event_type] : adminEventTypes;

  return (
    <ItemFormDialog
      item={event}
      dialog={{
        edit: { title: 'events:editEvent', submit: 'events:updateEvent', form: formFromEvent },
        create: { title: 'events:addEvent', submit: 'events:createEvent', form: emptyEventForm },
        busy: 'events:saving',
        problem: validateEventForm,
        failed: async (err) =>
          event
            ? t('events:updateFailed', { reason: await errorText(err, err instanceof Error ? err.message : t('events:tryAgain')) })
            : t('events:createFailed'),
      }}
      save={async (form) => {
        const saved = event ? await updateEvent(event.id, toEventInput(form)) : await createEvent(toEventInput(form));
        await replicate();
        onSaved?.(saved);
      }}
      onClose={onClose}
      notice={online ? null : <p className={ui.error}>{t('events:offlineForm')}</p>}
      disabled={!online}
    >
      {(_form, _change, field) => (
        <>
          <Field label={t('events:fieldTitle')} {...field('title')} required />
          <Field label={t('events:fieldDescription')} rows={3} {...field('description')} />
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label={t('events:fieldStarts')} type="datetime-local" {...field('event_time')} required />
            <Field label={t('events:fieldEnds')} type="datetime-local" {...field('end_time')} />
          </div>
          <Field label={t('events:fieldLocation')} {...field('location')} />
          <div className="grid gap-3 sm:grid-cols-2">
            <CountField label={t('events:fieldCapacity')} min={0} placeholder={t('events:availability.unlimited')} {...field('capacity')} />
            <SelectField label={t('events:fieldType')} {...field('event_type')} options={types} labelOf={typeName} />
          </div>
        </>
      )}
    </ItemFormDialog>
  );
}
