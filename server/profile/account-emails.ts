/** The mail sent when an administrator approves a registration (DECISIONS 2), in the person's language (its words: the `mails` catalogs, `approval`). */
import { fillText } from '../../contracts/fill-text.js';
import type { Config } from '../config.js';
import { publicUrl, type MailMessage } from '../infra/mail.js';
import { mailTexts, type MailLanguage } from '../infra/mail-texts.js';

/** The approval mail, with the sign-in address alone on its line (short lines keep it unbroken in the .eml). */
export function approvalEmail(
  to: { email: string; firstName: string },
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>,
  language: MailLanguage,
): MailMessage {
  const { approval: t, greeting, signature } = mailTexts(language);
  const signIn = `${publicUrl(config)}/login`;
  const text = [fillText(greeting, { name: to.firstName }), '', t.approved, t.signIn, '', signIn, '', t.seeYou, signature].join('\n');
  return { to: to.email, subject: t.subject, text };
}
