/**
 * `npm run lighthouse`: Lighthouse (mobile defaults: simulated slow 4G, 4x CPU slowdown) against the
 * built app served by the real server, for /landing (a visitor) and the home feed (a signed-in
 * camper opening the app for the first time on this phone). Prints the median run of each
 * (LIGHTHOUSE_RUNS, 3 by default) with its scores and paint times. BENCH_DIST picks the build.
 */
import { readFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { builtApp } from '../bench/support/built-app.js';
import { benchCamper } from '../bench/support/camper.js';
import { chromiumPath } from '../tests/support/chromium-path.mjs';
import { startE2eServer } from '../tests/support/e2e.js';
import type { Session } from '../tests/support/e2e-session.js';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

interface Run {
  scores: Record<string, number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

/** Stores the session on the app's origin from a page that is not the app, so the audited load stays cold. */
async function signIn(port: number, origin: string, session: Session): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await (browser.contexts()[0] ?? (await browser.newContext())).newPage();
    await page.goto(`${origin}/api/health`);
    await page.evaluate((s) => localStorage.setItem('auth-storage', JSON.stringify(s)), { state: { user: session.user, token: session.token, isAuthenticated: true }, version: 0 });
    await page.close();
  } finally {
    await browser.close();
  }
}

async function audit(url: string, session?: Session): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath() ?? '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    if (session) await signIn(chrome.port, new URL(url).origin, session);
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, disableStorageReset: Boolean(session) });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    const value = (id: string) => audits[id]?.numericValue ?? NaN;
    return {
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
    await fetch(`${server.url}/api/posts`, { method: 'POST', headers: { authorization: `Bearer ${camper.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ caption: 'First light over the lake' }) });
    const { version } = JSON.parse(readFileSync(new URL('../node_modules/lighthouse/package.json', import.meta.url), 'utf8')) as { version: string };
    console.log(`Lighthouse ${version}, mobile defaults, ${dist}`);
    const landing: Run[] = [];
    const home: Run[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      landing.push(await audit(`${server.url}/landing`));
      home.push(await audit(`${server.url}/`, camper));
    }
    print('/landing (visitor)', landing);
    print('/ (signed-in home)', home);
  } finally {
    await server.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
