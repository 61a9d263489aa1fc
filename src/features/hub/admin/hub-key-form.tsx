import { useState, type FormEvent } from 'react';
import { HUB_KEY_RULES } from '../../../../contracts/hub-rules';
import type { HubKeyRequest } from '../../../api/hub';
import { Field } from '../../../components/form-fields';
import { FormError, useSending, type Sent } from '../../../components/form-sending';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';

interface Props {
  online: boolean;
  /** Makes the key; answers the sentence why not, or nothing once it is made. */
  onCreate: (input: HubKeyRequest) => Promise<Sent>;
}

/** A new hub key, with a label to tell it from the others if the administrator gives one. */
export function HubKeyForm({ online, onCreate }: Props) {
  const { t } = useTranslation('hub');
  const [label, setLabel] = useState('');
  const { error, busy, send } = useSending(() => t('hub:form.failed'));

  function submit(e: FormEvent): void {
    e.preventDefault();
    void send(() => onCreate({ label: label.trim() || null }));
  }

  return (
    <form className={`${ui.card} mx-4 space-y-3`} noValidate onSubmit={submit} aria-label={t('hub:form.title')}>
      <h2 className="font-semibold">{t('hub:form.title')}</h2>
      <FormError text={error} />
      <Field
        label={t('hub:form.label')}
        placeholder={t('hub:form.labelExample')}
        maxLength={HUB_KEY_RULES.labelMax}
        className={`${ui.input} min-h-11`}
        value={label}
        onChange={setLabel}
      />
      <button type="submit" className={`${ui.button} min-h-11 w-full`} disabled={!online || busy}>
        {busy ? t('hub:form.creating') : t('hub:form.create')}
      </button>
    </form>
  );
}
