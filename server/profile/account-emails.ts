import type { Config } from '../config.js';
import { publicUrl, type MailMessage } from '../infra/mail.js';

/** The email sent when an administrator approves a registration (DECISIONS 2). Short lines keep the link unbroken in the .eml. */
export function approvalEmail(to: { email: string; firstName: string }, config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): MailMessage {
  const signIn = `${publicUrl(config)}/login`;
  const text = [
    `Hi ${to.firstName},`,
    '',
    'Good news: a camp counselor has approved your Camp Weekend account.',
    'Sign in with the email and password you registered with:',
    '',
    signIn,
    '',
    'See you at camp!',
    'The Camp Weekend team',
  ].join('\n');
  return { to: to.email, subject: 'Your Camp Weekend account is approved', text };
}
