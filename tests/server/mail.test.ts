import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../contracts/profile.js';
import { call, registration } from '../support/accounts.js';
import { startSmtpServer } from '../support/smtp-server.js';
import { createTestServer, type TestServer } from '../support/test-server.js';

/** Registers someone and has the seeded-style admin of `server` approve them. */
async function registerAndApprove(server: TestServer, language?: string) {
  const admin = await server.user('admin');
  const body = { ...registration({ first_name: 'Juniper' }), ...(language ? { language } : {}) };
  const { body: created } = await call<{ user: User }>(server.app, 'POST', '/api/auth/register', { body });
  const approved = await call<User>(server.app, 'POST', `/api/admin/users/${created.user.id}/approve`, { token: admin.token });
  return { email: body.email, id: created.user.id, approved, admin };
}

const emlFiles = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.eml')) : []);

describe('approval email without SMTP_URL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ PUBLIC_URL: 'https://camp.example.org/' });
  });
  afterAll(async () => server.close());

  it('writes the email as an .eml file under DATA_DIR/mail, to the user, with the sign-in link', async () => {
    const { email, approved } = await registerAndApprove(server);
    expect(approved.status).toBe(200);
    const mailDir = path.join(server.config.DATA_DIR, 'mail');
    const files = emlFiles(mailDir);
    expect(files).toHaveLength(1);
    const eml = readFileSync(path.join(mailDir, files[0] ?? ''), 'utf8');
    expect(eml).toContain(`To: ${email}`);
    expect(eml).toContain('Subject: Your Camp Weekend account is approved');
    expect(eml).toContain('Hi Juniper,');
    expect(eml).toContain('https://camp.example.org/login');
  });

  it('is written in the language the person registered in', async () => {
    const mailDir = path.join(server.config.DATA_DIR, 'mail');
    const before = new Set(emlFiles(mailDir));
    await registerAndApprove(server, 'fr');
    const [file] = emlFiles(mailDir).filter((f) => !before.has(f));
    const eml = readFileSync(path.join(mailDir, file ?? ''), 'utf8');
    expect(eml).toContain('Bonjour Juniper,');
    expect(eml).not.toContain('Hi Juniper,');
  });

  it('sends nothing more when an approved account is approved again, or when one is rejected', async () => {
    const { id, admin } = await registerAndApprove(server);
    const before = emlFiles(path.join(server.config.DATA_DIR, 'mail')).length;
    expect((await call(server.app, 'POST', `/api/admin/users/${id}/approve`, { token: admin.token })).status).toBe(200);
    const { body: other } = await call<{ user: User }>(server.app, 'POST', '/api/auth/register', { body: registration() });
    await call(server.app, 'POST', `/api/admin/users/${other.user.id}/reject`, { token: admin.token });
    expect(emlFiles(path.join(server.config.DATA_DIR, 'mail'))).toHaveLength(before);
  });
});

describe('approval email with SMTP_URL', () => {
  it('delivers the email to the SMTP server and writes no file', async () => {
    const smtp = await startSmtpServer();
    const server = await createTestServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Camp Weekend <hello@camp.test>' });
    try {
      const { email, approved } = await registerAndApprove(server);
      expect(approved.status).toBe(200);
      expect(smtp.messages).toHaveLength(1);
      const [mail] = smtp.messages;
      expect(mail?.from).toBe('<hello@camp.test>');
      expect(mail?.to).toEqual([`<${email}>`]);
      expect(mail?.data).toContain('Subject: Your Camp Weekend account is approved');
      expect(mail?.data).toContain('http://localhost:3000/login');
      expect(emlFiles(path.join(server.config.DATA_DIR, 'mail'))).toHaveLength(0);
    } finally {
      await server.close();
      await smtp.close();
    }
  });

  it('still approves the account when the SMTP server cannot be reached', async () => {
    const smtp = await startSmtpServer();
    await smtp.close();
    const server = await createTestServer({ SMTP_URL: smtp.url });
    try {
      const { approved } = await registerAndApprove(server);
      expect(approved.status).toBe(200);
      expect(approved.body.status).toBe('approved');
    } finally {
      await server.close();
    }
  });
});
