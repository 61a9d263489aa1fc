/** The password reset mail, in the language asked (its words: the `mails` catalogs, `reset`). */
import { fillText } from '../../contracts/fill-text.js';
import type { MailMessage } from '../infra/mail.js';
import { mailTexts, type MailLanguage } from '../infra/mail-texts.js';

/** The mail carrying a reset link, with the link alone on its line. */
export function resetEmail(to: { email: string; firstName: string }, link: string, language: MailLanguage): MailMessage {
  const { reset: t, greeting, signature } = mailTexts(language);
  const text = [fillText(greeting, { name: to.firstName }), '', t.asked, t.open, '', link, '', t.expires, t.notYou, '', signature].join(
    '\n',
  );
  return { to: to.email, subject: t.subject, text };
}
