/**
 * Password reset links: a random token in the mailed link, only its SHA-256 hash in the database.
 * The mails are made after the request is answered, one after another, so the answer takes the same
 * time whether or not the email belongs to an account, and says nothing about it.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { publicUrl } from '../infra/mail.js';
import { mailLanguage } from '../infra/mail-texts.js';
import { errorForLog } from '../infra/safe-log.js';
import { keepResetLink, phoneLanguageOf, userByEmail } from './repository.js';
import { resetEmail } from './reset-email.js';

/** How long a link works. */
const RESET_LINK_TTL_MS = 60 * 60_000;
/** Reset mails per account within an hour; more requests are answered alike and send nothing. */
const RESET_MAILS_PER_HOUR = 5;

export const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Mails a reset link to the account of `email` when it is approved and under its hourly limit. */
async function mailResetLink(app: FastifyInstance, email: string, language: string | undefined): Promise<void> {
  const { db, config, mail, now } = app.ctx;
  const user = await userByEmail(db, email);
  if (!user || user.status !== 'approved' || user.deletionRequestedAt) return;
  const token = randomBytes(32).toString('base64url');
  const at = new Date(now());
  const link = { userId: user.id, tokenHash: tokenHashOf(token), at, expiresAt: new Date(at.getTime() + RESET_LINK_TTL_MS) };
  if (!(await keepResetLink(db, link, RESET_MAILS_PER_HOUR))) {
    app.log.warn({ userId: user.id }, 'Password reset mail not sent: the hourly limit is reached');
    return;
  }
  const lang = mailLanguage(language, await phoneLanguageOf(db, user.id));
  await mail.send(resetEmail(user, `${publicUrl(config)}/reset-password?token=${token}`, lang));
}

/** Queues reset mails one after another; the server waits for the queue when it closes. */
export function resetMailQueue(app: FastifyInstance): (email: string, language: string | undefined) => void {
  let queue: Promise<void> = Promise.resolve();
  app.addHook('onClose', () => queue);
  return (email, language) => {
    queue = queue
      .then(() => mailResetLink(app, email, language))
      .catch((err: unknown) => app.log.error({ failure: errorForLog(err) }, 'Password reset mail could not be sent'));
  };
}
