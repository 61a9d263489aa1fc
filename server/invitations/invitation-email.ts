/** The mail carrying a family invitation's link, in the language asked (its words: the `mails` catalogs, `invitation`). */
import { fillText } from '../../contracts/fill-text.js';
import type { MailMessage } from '../infra/mail.js';
import { mailTexts, type MailLanguage } from '../infra/mail-texts.js';

/** The invitation mail, with the link alone on its line and the expiry as a date of the language. */
export function invitationEmail(
  to: string,
  invitation: { link: string; householdName: string | null; expiresAt: Date },
  language: MailLanguage,
): MailMessage {
  const { invitation: t, signature } = mailTexts(language);
  const household = invitation.householdName;
  const invited = household ? fillText(t.invitedToHousehold, { household }) : t.invited;
  const date = invitation.expiresAt.toLocaleDateString(language, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  const text = [invited, t.open, '', invitation.link, '', fillText(t.expires, { date }), '', signature].join('\n');
  return { to, subject: t.subject, text };
}
