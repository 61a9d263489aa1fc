import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { errorText } from '../../api/client';
import { registerByInvitation } from '../../api/invitations';
import { FormError, useSending } from '../../components/form-sending';
import { ui } from '../../components/ui';
import { useTranslation } from '../../i18n';
import { registerPayload, validateRegister, type RegisterForm } from './register-validation';
import { AuthCard, AuthSwitch } from './auth-card';
import { emptyRegisterForm, RegisterFields } from './register-fields';
import { startSession } from './start-session';
import { useInvitationPreview } from './use-invitation-preview';

/** /join/:token: a family's invitation link. Registering through it makes an approved account in the household, signed in at once. */
export function JoinPage() {
  // The refusal is the server's own sentence (errors catalogue), the one a registration through a spent link gets too.
  const { t } = useTranslation(['invitations', 'auth', 'errors']);
  const token = useParams().token ?? '';
  const state = useInvitationPreview(token);
  const household = state.kind === 'ready' ? state.preview.household_name : null;
  const title = household ? t('invitations:join.title', { household }) : t('invitations:join.titleNoHousehold');
  return (
    <AuthCard title={title} subtitle={state.kind === 'ready' && state.preview.usable ? t('invitations:join.subtitle') : undefined}>
      {state.kind === 'checking' ? (
        <p className="text-center text-sm text-slate-500" aria-busy="true">
          {t('invitations:join.checking')}
        </p>
      ) : state.kind === 'failed' || !state.preview.usable ? (
        <p role="alert" className={ui.error}>
          {state.kind === 'failed' ? state.sentence : t('errors:invitation_unusable')}
        </p>
      ) : (
        <JoinForm token={token} />
      )}
      <AuthSwitch text={t('auth:register.haveAccount')} link={t('auth:register.signIn')} to="/login" />
    </AuthCard>
  );
}

function JoinForm({ token }: { token: string }) {
  const { t } = useTranslation(['invitations', 'auth']);
  const navigate = useNavigate();
  const [form, setForm] = useState(emptyRegisterForm);
  const { error, busy, send } = useSending((err) => errorText(err, t('invitations:join.registerFailed')));
  const field = (key: keyof RegisterForm) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  function submit(e: FormEvent): void {
    e.preventDefault();
    void send(async () => {
      const session = await registerByInvitation(token, registerPayload(form));
      // Signed in exactly as the sign-in page does: a new account's first start gets the whole camp.
      void navigate(startSession(session.user, session.token), { replace: true });
    }, validateRegister(form));
  }

  return (
    <form className="space-y-4" noValidate onSubmit={submit}>
      <FormError text={error} />
      <RegisterFields form={form} field={field} />
      <button type="submit" className={`${ui.button} min-h-11 w-full`} disabled={busy}>
        {busy ? t('invitations:join.busy') : t('invitations:join.submit')}
      </button>
    </form>
  );
}
