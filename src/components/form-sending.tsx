import { useState } from 'react';
import { ui } from './ui';

/** What a form's call answers: nothing once the change is kept, else the sentence saying why not. */
export type Sent = string | null | void;

/**
 * The one call a form makes and its state: `busy` while it runs, `error` the sentence shown when it
 * failed (the form stays as it was typed). A call that throws is said by `failure`.
 */
export function useSending(failure: (error: unknown) => string | Promise<string>) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  /** Runs `call` unless `problem` names a rule to fix first; true once the change is kept. */
  async function send(call: () => Promise<Sent>, problem?: string | null): Promise<boolean> {
    if (problem) {
      setError(problem);
      return false;
    }
    setError('');
    setBusy(true);
    let refused: string;
    try {
      const answer = await call();
      if (!answer) return true;
      refused = answer;
    } catch (err) {
      refused = await failure(err);
    }
    setError(refused);
    setBusy(false);
    return false;
  }

  return { error, busy, send };
}

/** The sentence saying why a form was not sent, read out as it appears. */
export function FormError({ text, className = ui.error }: { text: string; className?: string }) {
  return text ? (
    <p role="alert" className={className}>
      {text}
    </p>
  ) : null;
}
