import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, closeE2e, type E2eServer, openE2e } from '../support/e2e.js';

let server: E2eServer;
let browser: Browser;
beforeAll(async () => ({ server, browser } = await openE2e()));
afterAll(() => closeE2e(server, browser));

describe('the app shell', () => {
  it('sends a guest who opens / to the landing page', async () => {
    await browser.page.goto(`${server.url}/`);
    await browser.page.waitForURL('**/landing');
    expect(new URL(browser.page.url()).pathname).toBe('/landing');
  });
});
