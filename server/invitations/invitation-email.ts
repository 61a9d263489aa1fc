/** The mail carrying a family invitation's link, in the camp's three languages (every language has every line). */
import type { MailMessage } from '../infra/mail.js';
import type { mailLanguage } from '../auth/reset-email.js';

type MailLanguage = ReturnType<typeof mailLanguage>;

interface InvitationMailText {
  subject: string;
  invited: (household: string | null) => string;
  open: string;
  expires: (date: string) => string;
  signature: string;
}

const texts: Record<MailLanguage, InvitationMailText> = {
  en: {
    subject: 'Your invitation to Camp Weekend',
    invited: (household) =>
      household ? `You are invited to join the household "${household}" at Camp Weekend.` : 'You are invited to join Camp Weekend.',
    open: 'Open this link to create your account; you can use the app right away:',
    expires: (date) => `The link works until ${date}.`,
    signature: 'The Camp Weekend team',
  },
  es: {
    subject: 'Tu invitación a Camp Weekend',
    invited: (household) =>
      household ? `Te invitamos a unirte a la familia «${household}» en Camp Weekend.` : 'Te invitamos a unirte a Camp Weekend.',
    open: 'Abre este enlace para crear tu cuenta; podrás usar la aplicación enseguida:',
    expires: (date) => `El enlace funciona hasta el ${date}.`,
    signature: 'El equipo de Camp Weekend',
  },
  fr: {
    subject: 'Votre invitation à Camp Weekend',
    invited: (household) =>
      household ? `Vous êtes invité à rejoindre le foyer « ${household} » à Camp Weekend.` : 'Vous êtes invité à rejoindre Camp Weekend.',
    open: 'Ouvrez ce lien pour créer votre compte ; vous pourrez utiliser l’application tout de suite :',
    expires: (date) => `Le lien fonctionne jusqu’au ${date}.`,
    signature: 'L’équipe Camp Weekend',
  },
};

/** The invitation mail, with the link alone on its line and the expiry as a date of the language. */
export function invitationEmail(
  to: string,
  invitation: { link: string; householdName: string | null; expiresAt: Date },
  language: MailLanguage,
): MailMessage {
  const t = texts[language];
  const date = invitation.expiresAt.toLocaleDateString(language, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  const text = [t.invited(invitation.householdName), t.open, '', invitation.link, '', t.expires(date), '', t.signature].join('\n');
  return { to, subject: t.subject, text };
}
