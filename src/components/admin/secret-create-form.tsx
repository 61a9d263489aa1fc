import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { FormError, useSending, type Sent } from '../form-sending';
import { ui } from '../ui';
import type { SecretsArea } from './use-admin-secrets';

interface Props {
  /** Whose texts: the heading, Create, and the sentence of a failed call. */
  area: SecretsArea;
  online: boolean;
  /** Makes one from the fields; answers the sentence why not, or nothing once it is made. */
  create: () => Promise<Sent>;
  /** The rule to fix first, if the fields break one. */
  problem?: () => string | null;
  /** The fields. */
  children: ReactNode;
}

/**
 * The card form that makes one secret link or key of an admin list: its heading, why not (the fields stay
 * as typed), its fields, and Create (off without signal or while sending).
 */
export function SecretCreateForm({ area, online, create, problem, children }: Props) {
  const { t } = useTranslation(area);
  const { error, busy, send } = useSending(() => t(`${area}:form.failed`));

  function submit(e: FormEvent): void {
    e.preventDefault();
    void send(create, problem?.());
  }

  return (
    <form className={`${ui.card} mx-4 space-y-3`} noValidate onSubmit={submit} aria-label={t(`${area}:form.title`)}>
      <h2 className="font-semibold">{t(`${area}:form.title`)}</h2>
      <FormError text={error} />
      {children}
      <button type="submit" className={`${ui.button} min-h-11 w-full`} disabled={!online || busy}>
        {busy ? t(`${area}:form.creating`) : t(`${area}:form.create`)}
      </button>
    </form>
  );
}
