import { useState } from 'react';
import { HUB_KEY_RULES } from '../../../../contracts/hub-rules';
import type { HubKeyRequest } from '../../../api/hub';
import { SecretCreateForm } from '../../../components/admin/secret-create-form';
import { Field } from '../../../components/form-fields';
import type { Sent } from '../../../components/form-sending';
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
  return (
    <SecretCreateForm
      texts={{ title: t('hub:form.title'), create: t('hub:form.create'), creating: t('hub:form.creating'), failed: t('hub:form.failed') }}
      online={online}
      create={() => onCreate({ label: label.trim() || null })}
    >
      <Field
        label={t('hub:form.label')}
        placeholder={t('hub:form.labelExample')}
        maxLength={HUB_KEY_RULES.labelMax}
        className={`${ui.input} min-h-11`}
        value={label}
        onChange={setLabel}
      />
    </SecretCreateForm>
  );
}
