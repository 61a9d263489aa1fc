import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Sends the message; resolves to where it went (the SMTP message id, or the .eml file path). */
  send(message: MailMessage): Promise<string>;
}

/** Where links in emails point: PUBLIC_URL, else the local address. */
export function publicUrl(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}

/** SMTP through SMTP_URL; without it each message becomes an .eml file under DATA_DIR/mail and is logged. */
export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'mailDir'>, log: FastifyBaseLogger): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(withTimeouts(config.SMTP_URL));
    return {
      async send(message) {
        const info = await transport.sendMail({ from: config.MAIL_FROM, ...message });
        log.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'Mail sent');
        return info.messageId;
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.MAIL_FROM, ...message });
      await mkdir(config.mailDir, { recursive: true });
      const file = path.join(config.mailDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message);
      log.info({ to: message.to, subject: message.subject, file }, 'Mail written to file (no SMTP_URL set)');
      return file;
    },
  };
}

/** An approval waits for its email, so a mail server that hangs must not hold it for minutes. */
function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const defaults = { connectionTimeout: '10000', greetingTimeout: '10000', socketTimeout: '20000' };
  for (const [key, value] of Object.entries(defaults)) if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  return url.toString();
}
