import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startE2eServer, type E2eServer } from '../support/e2e.js';

/** What the guest screens must not download: the IndexedDB layer (Dexie), zod, the replication code. */
const DATA_LAYER = [
  ['Dexie', 'DatabaseClosed'],
  ['zod', 'ZodError'],
  ['replication', '/pull'],
] as const;
/** The English landing is the page the server rendered: it needs no text machinery until another screen opens. */
const TEXT_MACHINERY = [['i18next', 'i18next::']] as const;

let server: E2eServer;
beforeAll(async () => {
  server = await startE2eServer();
});
afterAll(async () => {
  await server.close();
});

describe('the first screen of a visitor', () => {
  it.each([
    ['/landing', 'link', 'Sign In', [...DATA_LAYER, ...TEXT_MACHINERY]],
    ['/login', 'button', 'Sign In', DATA_LAYER],
    ['/register', 'button', 'Create Account', DATA_LAYER],
  ] as const)('%s loads no IndexedDB, zod or sync code (nor i18next on the English landing)', async (path, role, name, unwanted) => {
    const browser = await launchBrowser();
    try {
      const scripts: Promise<string>[] = [];
      browser.page.on('response', (r) => {
        if (r.request().resourceType() === 'script') scripts.push(r.text());
      });
      await browser.page.goto(`${server.url}${path}`);
      await browser.page.getByRole(role, { name }).first().waitFor();
      await browser.page.waitForLoadState('networkidle');
      const code = await Promise.all(scripts);
      expect(code.length).toBeGreaterThan(2);
      expect(unwanted.filter(([, mark]) => code.some((c) => c.includes(mark))).map(([what]) => what)).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});

describe('the landing page', () => {
  it('shows the page the server rendered until the app takes over, with no "Loading…" in between', async () => {
    const browser = await launchBrowser();
    try {
      await browser.context.addInitScript(() => {
        const seen = { loading: false, emptied: false };
        (window as unknown as { seen: typeof seen }).seen = seen;
        new MutationObserver(() => {
          const root = document.getElementById('root');
          if (!root) return;
          if (root.textContent?.includes('Loading…')) seen.loading = true;
          if (document.readyState !== 'loading' && !root.querySelector('h1')) seen.emptied = true;
        }).observe(document, { childList: true, subtree: true, characterData: true });
      });
      await browser.page.goto(`${server.url}/landing`);
      await browser.page.getByRole('link', { name: 'Sign In' }).first().waitFor();
      await browser.page.waitForLoadState('networkidle');
      expect(await browser.page.evaluate(() => (window as unknown as { seen: object }).seen)).toEqual({ loading: false, emptied: false });
      expect(await browser.page.getByRole('heading', { level: 1 }).count()).toBe(1);
    } finally {
      await browser.close();
    }
  });

  it('opens Sign In inside the app, without loading the page again', async () => {
    const browser = await launchBrowser();
    try {
      await browser.page.goto(`${server.url}/landing`);
      await browser.page.waitForLoadState('networkidle');
      await browser.page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
      await browser.page.getByRole('link', { name: 'Sign In' }).first().click();
      await browser.page.getByRole('button', { name: 'Sign In' }).waitFor();
      expect(new URL(browser.page.url()).pathname).toBe('/login');
      expect(await browser.page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    } finally {
      await browser.close();
    }
  });

  it('shows a visitor who chose Spanish the landing in Spanish', async () => {
    const browser = await launchBrowser();
    try {
      await browser.context.addInitScript(() =>
        localStorage.setItem('theme-storage', JSON.stringify({ state: { isDarkMode: true, language: 'es' }, version: 0 })),
      );
      await browser.page.goto(`${server.url}/landing`);
      await browser.page.getByRole('heading', { level: 1, name: 'Tres días de bosque, lagos y familia' }).waitFor();
      expect(await browser.page.getByRole('link', { name: 'Iniciar sesión' }).count()).toBeGreaterThan(0);
    } finally {
      await browser.close();
    }
  });
});
