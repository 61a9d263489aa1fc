/**
 * `npm run lighthouse`: Lighthouse (mobile defaults: simulated slow 4G, 4x CPU slowdown) against the
 * built app served by the real server, for /landing (a visitor) and the home feed of a signed-in
 * camper. The home is audited as a phone opens it: the camper signed in and synced once on this
 * phone (service worker active, the camp in IndexedDB), then opens `/`. The cold open (fresh profile,
 * no service worker, empty IndexedDB, only the stored session) is printed too, for the record.
 * Prints the median run of each (LIGHTHOUSE_RUNS, 3 by default) with its scores and paint times.
 * BENCH_DIST picks the build; LIGHTHOUSE_JSON=<dir> keeps each report's JSON there.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { builtApp } from '../bench/support/built-app.js';
import { benchCamper } from '../bench/support/camper.js';
import { chromiumPath } from '../tests/support/chromium-path.mjs';
import { startE2eServer } from '../tests/support/e2e.js';
import { waitForServiceWorker, type Session } from '../tests/support/e2e-session.js';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

interface Run {
  /** Lighthouse's runtime error code when it could not measure the page. */
  failed?: string;
  scores: Record<string, number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

type Setup = 'visitor' | 'cold' | 'synced';

const storedSession = (session: Session) => ({ state: { user: session.user, token: session.token, isAuthenticated: true }, version: 0 });

/**
 * Prepares the audited browser: `cold` stores only the session, from a page that is not the app;
 * `synced` opens the app signed in and waits until its service worker controls the page and the
 * first replication has put the camp in IndexedDB, as after signing in on this phone.
 */
async function prepare(port: number, origin: string, setup: Setup, session: Session): Promise<void> {
  if (setup === 'visitor') return;
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await (browser.contexts()[0] ?? (await browser.newContext())).newPage();
    await page.goto(`${origin}/api/health`);
    await page.evaluate((s) => localStorage.setItem('auth-storage', JSON.stringify(s)), storedSession(session));
    if (setup === 'synced') {
      await page.goto(`${origin}/`);
      await waitForServiceWorker(page);
      await page.locator('[data-testid="post"]').first().waitFor({ timeout: 60_000 });
      await page.locator('[data-state="up-to-date"]').first().waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
    }
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * One audit, run again (at most twice) when Lighthouse could not measure the page (a runtime error
 * such as NO_NAVSTART, when its trace missed the navigation): such a run says nothing of the page.
 */
async function audit(url: string, setup: Setup, session: Session, label: string): Promise<Run> {
  for (let attempt = 1; ; attempt += 1) {
    const run = await auditOnce(url, setup, session, label);
    if (!run.failed || attempt === 3) return run;
    console.log(`  ${label}: Lighthouse could not measure this run (${run.failed}); running it again`);
  }
}

async function auditOnce(url: string, setup: Setup, session: Session, label: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath() ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    await prepare(chrome.port, new URL(url).origin, setup, session);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      disableStorageReset: setup !== 'visitor',
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const keep = process.env.LIGHTHOUSE_JSON;
    if (keep) {
      mkdirSync(keep, { recursive: true });
      writeFileSync(`${keep}/${label}-${Date.now()}.json`, JSON.stringify(result.lhr, null, 1));
    }
    const { categories, audits } = result.lhr;
    const value = (id: string) => audits[id]?.numericValue ?? NaN;
    return {
      failed: result.lhr.runtimeError?.code,
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)])),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      bytes: value('total-byte-weight'),
    };
  } finally {
    chrome.kill();
  }
}

function print(label: string, runs: Run[]): void {
  const sorted = [...runs].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) return;
  const s = median.scores;
  console.log(
    `${label}: performance ${s.performance}, accessibility ${s.accessibility}, best practices ${s['best-practices']}; ` +
      `FCP ${(median.fcp / 1000).toFixed(1)} s, LCP ${(median.lcp / 1000).toFixed(1)} s, TBT ${median.tbt.toFixed(0)} ms, CLS ${median.cls.toFixed(3)}, ` +
      `${(median.bytes / 1024).toFixed(0)} KB on the wire (median of ${runs.length}; performance ${runs.map((r) => r.scores.performance).join('/')})`,
  );
}

async function main(): Promise<void> {
  const dist = await builtApp();
  const server = await startE2eServer({ STATIC_DIR: dist });
  try {
    const camper = await benchCamper(server, 'lighthouse');
    await fetch(`${server.url}/api/posts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${camper.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ caption: 'First light over the lake' }),
    });
    const { version } = JSON.parse(readFileSync(new URL('../node_modules/lighthouse/package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    console.log(`Lighthouse ${version}, mobile defaults, ${dist}`);
    const landing: Run[] = [];
    const home: Run[] = [];
    const cold: Run[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      landing.push(await audit(`${server.url}/landing`, 'visitor', camper, 'landing'));
      home.push(await audit(`${server.url}/`, 'synced', camper, 'home'));
      cold.push(await audit(`${server.url}/`, 'cold', camper, 'home-cold'));
    }
    print('/landing (visitor)', landing);
    print('/ (signed-in home, signed in and synced once on this phone)', home);
    print('/ (signed-in home, cold: fresh profile, no service worker, empty IndexedDB; for the record)', cold);
  } finally {
    await server.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
