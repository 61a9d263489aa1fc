/** The password reset mail, in the camp's three languages (every language has every line). */
import type { MailMessage } from '../infra/mail.js';

const languages = ['en', 'es', 'fr'] as const;
export type MailLanguage = (typeof languages)[number];

interface ResetMailText {
  subject: string;
  greeting: (name: string) => string;
  asked: string;
  open: string;
  expires: string;
  notYou: string;
  signature: string;
}

const texts: Record<MailLanguage, ResetMailText> = {
  en: {
    subject: 'Reset your Camp Weekend password',
    greeting: (name) => `Hi ${name},`,
    asked: 'Someone (we hope you) asked to reset the password of your Camp Weekend account.',
    open: 'Open this link to choose a new password:',
    expires: 'The link works once, for one hour.',
    notYou: 'If you did not ask for this, ignore this email: your password stays as it is.',
    signature: 'The Camp Weekend team',
  },
  es: {
    subject: 'Restablece tu contraseña de Camp Weekend',
    greeting: (name) => `Hola, ${name}:`,
    asked: 'Alguien (esperamos que tú) pidió restablecer la contraseña de tu cuenta de Camp Weekend.',
    open: 'Abre este enlace para elegir una contraseña nueva:',
    expires: 'El enlace funciona una sola vez, durante una hora.',
    notYou: 'Si no lo pediste, ignora este correo: tu contraseña sigue igual.',
    signature: 'El equipo de Camp Weekend',
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe Camp Weekend',
    greeting: (name) => `Bonjour ${name},`,
    asked: 'Quelqu’un (vous, nous l’espérons) a demandé à réinitialiser le mot de passe de votre compte Camp Weekend.',
    open: 'Ouvrez ce lien pour choisir un nouveau mot de passe :',
    expires: 'Le lien fonctionne une seule fois, pendant une heure.',
    notYou: 'Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste inchangé.',
    signature: 'L’équipe Camp Weekend',
  },
};

/** The first of `wishes` that is one of the camp's languages, else English. */
export function mailLanguage(...wishes: (string | undefined)[]): MailLanguage {
  return wishes.find((w): w is MailLanguage => (languages as readonly (string | undefined)[]).includes(w)) ?? 'en';
}

/** The mail carrying a reset link, with the link alone on its line. */
export function resetEmail(to: { email: string; firstName: string }, link: string, language: MailLanguage): MailMessage {
  const t = texts[language];
  const text = [t.greeting(to.firstName), '', t.asked, t.open, '', link, '', t.expires, t.notYou, '', t.signature].join('\n');
  return { to: to.email, subject: t.subject, text };
}
