import { useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { Field } from '../../../components/form-fields';
import { FormError, useSending } from '../../../components/form-sending';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';

interface Props {
  /** Sends the link; answers the sentence why not, or null once sent. */
  onSend: (address: string) => Promise<string | null>;
  onSent: (address: string) => void;
  disabled: boolean;
}

/** "Send by email": one address; a failure is said here and the address stays as typed. */
export function EmailForm({ onSend, onSent, disabled }: Props) {
  const { t } = useTranslation('invitations');
  const [address, setAddress] = useState('');
  const { error, busy, send } = useSending(() => t('invitations:email.failed'));

  function submit(e: FormEvent): void {
    e.preventDefault();
    void send(() => onSend(address)).then((sent) => {
      if (sent) onSent(address.trim());
    });
  }

  return (
    <form className="mt-3 space-y-2" noValidate onSubmit={submit}>
      <FormError text={error} />
      <Field label={t('invitations:email.address')} type="email" autoComplete="email" value={address} onChange={setAddress} />
      <button type="submit" className={`${ui.button} min-h-11`} disabled={disabled || busy || !address.trim()}>
        <Send className="h-4 w-4" aria-hidden /> {busy ? t('invitations:email.sending') : t('invitations:email.send')}
      </button>
    </form>
  );
}
