import type { Page } from 'playwright-core';

/**
 * What each open test page went through (its addresses, uncaught errors, console errors, failed
 * requests), so a failed browser test says what the page showed and why, not only what it waited for.
 */
const diaries = new Map<Page, string[]>();
const KEPT = 40;

const at = () => new Date().toISOString().slice(11, 23);

/** Starts keeping the diary of `page`, until it closes. */
export function keepDiary(page: Page): void {
  const lines: string[] = [];
  const note = (line: string) => {
    lines.push(`${at()} ${line}`);
    if (lines.length > KEPT) lines.shift();
  };
  diaries.set(page, lines);
  page.on('framenavigated', (frame) => frame === page.mainFrame() && note(`at ${frame.url()}`));
  page.on('pageerror', (error) => note(`uncaught: ${error.message}`));
  page.on('console', (message) => message.type() === 'error' && note(`console: ${message.text().slice(0, 300)}`));
  page.on('requestfailed', (request) => note(`no answer: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? ''})`));
  page.on('crash', () => note('the page crashed'));
  page.on('close', () => diaries.delete(page));
}

/** Every open page's address, the start of its text and its diary, for a failed test's report. */
export async function openPagesReport(): Promise<string> {
  const parts: string[] = [];
  for (const [page, lines] of diaries) {
    const text = await page
      .locator('body')
      .innerText({ timeout: 2_000 })
      .catch((error: Error) => `(unreadable: ${error.message.split('\n')[0]})`);
    parts.push([`page at ${page.url()}`, `shows: ${text.replace(/\s+/g, ' ').slice(0, 600)}`, ...lines.map((l) => `  ${l}`)].join('\n'));
  }
  return parts.join('\n\n');
}
