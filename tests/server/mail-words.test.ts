import { describe, expect, it } from 'vitest';
import { resetEmail } from '../../server/auth/reset-email.js';
import { mailLanguage } from '../../server/infra/mail-texts.js';
import { invitationEmail } from '../../server/invitations/invitation-email.js';
import { approvalEmail } from '../../server/profile/account-emails.js';

/** The mails read, word for word, in each of the camp's languages (their words: texts/<language>/mails.json). */
const person = { email: 'lucia@camp.test', firstName: 'Lucía' };
const resetLink = 'https://camp.test/reset-password?token=abc';
const invitation = { link: 'https://camp.test/join/xyz', householdName: 'Les Dupont', expiresAt: new Date('2026-07-04T23:30:00Z') };

describe('the password reset mail', () => {
  it.each([
    [
      'en',
      'Reset your Camp Weekend password',
      'Hi Lucía,',
      'Someone (we hope you) asked to reset the password of your Camp Weekend account.\nOpen this link to choose a new password:',
      'The link works once, for one hour.\nIf you did not ask for this, ignore this email: your password stays as it is.\n\nThe Camp Weekend team',
    ],
    [
      'es',
      'Restablece tu contraseña de Camp Weekend',
      'Hola, Lucía:',
      'Alguien (esperamos que tú) pidió restablecer la contraseña de tu cuenta de Camp Weekend.\nAbre este enlace para elegir una contraseña nueva:',
      'El enlace funciona una sola vez, durante una hora.\nSi no lo pediste, ignora este correo: tu contraseña sigue igual.\n\nEl equipo de Camp Weekend',
    ],
    [
      'fr',
      'Réinitialisez votre mot de passe Camp Weekend',
      'Bonjour Lucía,',
      'Quelqu’un (vous, nous l’espérons) a demandé à réinitialiser le mot de passe de votre compte Camp Weekend.\nOuvrez ce lien pour choisir un nouveau mot de passe :',
      'Le lien fonctionne une seule fois, pendant une heure.\nSi vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste inchangé.\n\nL’équipe Camp Weekend',
    ],
  ] as const)('reads in %s', (language, subject, greeting, before, after) => {
    expect(resetEmail(person, resetLink, language)).toEqual({
      to: person.email,
      subject,
      text: `${greeting}\n\n${before}\n\n${resetLink}\n\n${after}`,
    });
  });
});

describe('the invitation mail', () => {
  it.each([
    [
      'en',
      'Your invitation to Camp Weekend',
      'You are invited to join the household "Les Dupont" at Camp Weekend.',
      'You are invited to join Camp Weekend.',
      'Open this link to create your account; you can use the app right away:',
      'The link works until July 4, 2026.\n\nThe Camp Weekend team',
    ],
    [
      'es',
      'Tu invitación a Camp Weekend',
      'Te invitamos a unirte a la familia «Les Dupont» en Camp Weekend.',
      'Te invitamos a unirte a Camp Weekend.',
      'Abre este enlace para crear tu cuenta; podrás usar la aplicación enseguida:',
      'El enlace funciona hasta el 4 de julio de 2026.\n\nEl equipo de Camp Weekend',
    ],
    [
      'fr',
      'Votre invitation à Camp Weekend',
      'Vous êtes invité à rejoindre le foyer « Les Dupont » à Camp Weekend.',
      'Vous êtes invité à rejoindre Camp Weekend.',
      'Ouvrez ce lien pour créer votre compte ; vous pourrez utiliser l’application tout de suite :',
      'Le lien fonctionne jusqu’au 4 juillet 2026.\n\nL’équipe Camp Weekend',
    ],
  ] as const)('reads in %s, into a household or not', (language, subject, intoHousehold, intoCamp, open, after) => {
    const rest = `${open}\n\n${invitation.link}\n\n${after}`;
    expect(invitationEmail('may@camp.test', invitation, language)).toEqual({
      to: 'may@camp.test',
      subject,
      text: `${intoHousehold}\n${rest}`,
    });
    expect(invitationEmail('may@camp.test', { ...invitation, householdName: null }, language).text).toBe(`${intoCamp}\n${rest}`);
  });
});

describe('the approval mail', () => {
  it.each([
    [
      'en',
      'Your Camp Weekend account is approved',
      'Hi Lucía,',
      'Good news: a camp counselor has approved your Camp Weekend account.\nSign in with the email and password you registered with:',
      'See you at camp!\nThe Camp Weekend team',
    ],
    [
      'es',
      'Tu cuenta de Camp Weekend está aprobada',
      'Hola, Lucía:',
      'Buenas noticias: un monitor del campamento ha aprobado tu cuenta de Camp Weekend.\nInicia sesión con el correo y la contraseña con los que te registraste:',
      '¡Nos vemos en el campamento!\nEl equipo de Camp Weekend',
    ],
    [
      'fr',
      'Votre compte Camp Weekend est approuvé',
      'Bonjour Lucía,',
      'Bonne nouvelle : un animateur du camp a approuvé votre compte Camp Weekend.\nConnectez-vous avec l’e-mail et le mot de passe de votre inscription :',
      'À bientôt au camp !\nL’équipe Camp Weekend',
    ],
  ] as const)('reads in %s', (language, subject, greeting, before, after) => {
    expect(approvalEmail(person, { PUBLIC_URL: 'https://camp.test/', PORT: 3000 }, language)).toEqual({
      to: person.email,
      subject,
      text: `${greeting}\n\n${before}\n\nhttps://camp.test/login\n\n${after}`,
    });
  });
});

describe('the language of a mail', () => {
  it('is the first wish the camp speaks, else English', () => {
    expect(mailLanguage(undefined, 'fr', 'es')).toBe('fr');
    expect(mailLanguage('de', 'es')).toBe('es');
    expect(mailLanguage('de', undefined)).toBe('en');
  });
});
