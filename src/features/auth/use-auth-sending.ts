import type { FormEvent } from 'react';
import type * as authCalls from '../../api/auth';
import { useSending, type Sent } from '../../components/form-sending';

// The server's client (ky) and its error sentences load with the form's first send, not with the page.
const authCode = () => Promise.all([import('../../api/auth'), import('../../api/client')]);

/**
 * The one call of a sign-in form (register, forgotten or new password, app code): `submit(call, problem)` is its submit
 * handler. `call` is given the auth calls; a refusal is said by the server's sentence, else by `failed()`.
 */
export function useAuthSending(failed: () => string) {
  const { error, busy, send } = useSending(failed);
  const submit = (call: (auth: typeof authCalls) => Promise<Sent>, problem?: string | null) => (e: FormEvent) => {
    e.preventDefault();
    void send(async () => {
      const [auth, { errorText }] = await authCode();
      try {
        return await call(auth);
      } catch (err) {
        return errorText(err, failed());
      }
    }, problem);
  };
  return { error, busy, submit };
}
