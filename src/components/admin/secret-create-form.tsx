import type { FormEvent, ReactNode } from 'react';
import { FormError, useSending, type Sent } from '../form-sending';
import { ui } from '../ui';

interface Props {
  /** The heading, Create and its words while sending, and the sentence when the call fails without one. */
  texts: { title: string; create: string; creating: string; failed: string };
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
export function SecretCreateForm({ texts, online, create, problem, children }: Props) {
  const { error, busy, send } = useSending(() => texts.failed);

  function submit(e: FormEvent): void {
    e.preventDefault();
    void send(create, problem?.());
  }

  return (
    <form className={`${ui.card} mx-4 space-y-3`} noValidate onSubmit={submit} aria-label={texts.title}>
      <h2 className="font-semibold">{texts.title}</h2>
      <FormError text={error} />
      {children}
      <button type="submit" className={`${ui.button} min-h-11 w-full`} disabled={!online || busy}>
        {busy ? texts.creating : texts.create}
      </button>
    </form>
  );
}
