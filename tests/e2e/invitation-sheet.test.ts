import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeE2e, openE2e, type Browser, type E2eServer } from '../support/e2e.js';
import { apiLogin, openSignedIn, type Session } from '../support/e2e-session.js';
import { qrCodesOfPdf } from '../support/pdf-qr-codes.js';

let server: E2eServer;
let browser: Browser;
beforeAll(async () => {
  ({ server, browser } = await openE2e());
});
afterAll(() => closeE2e(server, browser));

const FAMILIES = ['The Oaks', 'The Pines', 'The Firs', 'The Birches', 'The Cedars', 'The Elms', 'The Maples'];
/** The side of a printed code: 13rem (208 CSS px) is 156 PDF points. */
const QR_POINTS = 160;

/** Waits until the sheet's QR image of every family has loaded, so none prints blank. */
const everyCodeDrawn = (page: Page) =>
  page.waitForFunction(
    (n) =>
      Array.from(document.querySelectorAll<HTMLImageElement>('[data-testid="sheet-card"] img')).filter(
        (i) => i.complete && i.naturalWidth > 0,
      ).length === n,
    FAMILIES.length,
    { timeout: 30_000 },
  );

async function call(admin: Session, route: string, body: object): Promise<{ id: string }> {
  const res = await fetch(`${server.url}/api${route}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${route}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: string };
}

describe('the printed check-in sheet', () => {
  it('prints one card per household with a QR code that reads back as its link, on A4 and on Letter', async () => {
    const admin = await apiLogin(server.url);
    for (const name of FAMILIES) await call(admin, '/admin/households', { name });
    // A household invited from another device: its link is not on this one, so it is neither printed nor invited again.
    const willows = await call(admin, '/admin/households', { name: 'The Willows' });
    await call(admin, '/admin/invitations', { household_id: willows.id, uses: 2 });

    const { page } = browser;
    await openSignedIn(page, server.url, admin, '/admin/invitations/print');
    await page.getByRole('button', { name: 'Create invitations for the households that have none' }).click();
    await page.getByText(`Created ${FAMILIES.length} invitations.`).waitFor({ timeout: 60_000 });
    const cards = page.getByTestId('sheet-card');
    await expect.poll(() => cards.count(), { timeout: 30_000 }).toBe(FAMILIES.length);
    expect((await cards.locator('h2').allTextContents()).sort()).toEqual([...FAMILIES].sort());
    // Every code drawn before printing.
    await everyCodeDrawn(page);
    const links = await page.evaluate(() =>
      Object.values(
        (JSON.parse(localStorage.getItem('invitation-links') ?? '{}') as { state: { links: Record<string, string> } }).state.links,
      ),
    );
    expect(links).toHaveLength(FAMILIES.length);
    for (const link of links) expect(await cards.getByText(link.replace(/^https?:\/\//, '')).count()).toBe(1);

    // Nothing scrolls sideways on a small phone, in either theme.
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 800 });
      for (const route of ['/admin/invitations/print', '/admin/invitations']) {
        await page.goto(`${server.url}${route}`);
        await page
          .getByTestId(route.endsWith('print') ? 'sheet-card' : 'invitation-card')
          .first()
          .waitFor();
        for (const dark of [true, false]) {
          await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
            `${route} at ${width}`,
          ).toBe(0);
        }
      }
    }
    await page.goto(`${server.url}/admin/invitations/print`);
    await expect.poll(() => cards.count(), { timeout: 30_000 }).toBe(FAMILIES.length);
    await everyCodeDrawn(page);

    for (const format of ['A4', 'Letter'] as const) {
      const pages = await qrCodesOfPdf(new Uint8Array(await page.pdf({ format })), QR_POINTS);
      // Seven cards take two pages, and each code reads whole on one of them: no card is cut by a page break.
      expect(pages.length, format).toBeGreaterThanOrEqual(2);
      expect(pages.flat().sort(), format).toEqual([...links].sort());
    }
  }, 300_000);
});
