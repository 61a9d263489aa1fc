import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startE2eServer, type Browser, type E2eServer } from '../support/e2e.js';

let server: E2eServer;
let browser: Browser;
beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the app shell', () => {
  it('sends a guest who opens / to the landing page', async () => {
    await browser.page.goto(`${server.url}/`);
    await browser.page.waitForURL('**/landing');
    expect(new URL(browser.page.url()).pathname).toBe('/landing');
  });
});
