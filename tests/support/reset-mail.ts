import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface WrittenMail {
  to: string;
  /** The body as written (quoted-printable or base64 undone). */
  text: string;
}

/** Undoes a body's transfer encoding, as a mail program would. */
function decodeBody(headers: string, body: string): string {
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The .eml files the server wrote under `mailDir` (no SMTP_URL), read as a person would. */
export function writtenMails(mailDir: string): WrittenMail[] {
  if (!existsSync(mailDir)) return [];
  return readdirSync(mailDir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((file) => parseMail(readFileSync(path.join(mailDir, file), 'utf8')));
}

/** A raw message's recipient and decoded body. */
export function parseMail(raw: string): WrittenMail {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split);
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  return { to: /^to:\s*(.+)$/im.exec(headers)?.[1]?.trim() ?? '', text: decodeBody(headers, body) };
}

/** The reset link a mail carries, or undefined. */
export const resetLinkIn = (mail: WrittenMail) => /\S+\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
