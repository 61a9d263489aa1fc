/**
 * JavaScript a phone loads for its first screen (gzip, as the goals are stated; brotli is what the
 * server sends), each in a fresh Chromium profile against the real server and the built app:
 *   - a guest opening /landing, /login and /register: every script until the screen shows and the
 *     network is idle;
 *   - a signed-in camper opening the home feed again (the usual open: signed in, synced once):
 *     the scripts started before the first post shows; and, for the record, everything the first
 *     open after sign-in loads by network idle (the sync engine included).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { launchBrowser, startE2eServer, type E2eServer } from '../tests/support/e2e.js';
import { builtApp } from './support/built-app.js';
import { benchCamper, signedInScript } from './support/camper.js';
import { kb, recordScripts, sizeScripts, type PageJs } from './support/page-js.js';
import { readyAt, readyMarkScript, scriptsStartedBefore } from './support/ready-mark.js';

const POST = '[data-testid="post"]';

async function guestScreen(server: E2eServer, dist: string, path: string, ready: (page: Page) => Locator): Promise<PageJs> {
  const browser = await launchBrowser();
  try {
    const scripts = recordScripts(browser.page, dist);
    await browser.page.goto(`${server.url}${path}`);
    await ready(browser.page).waitFor({ timeout: 30_000 });
    await browser.page.waitForLoadState('networkidle');
    return scripts.done();
  } finally {
    await browser.close();
  }
}

async function homeScreen(server: E2eServer, dist: string): Promise<{ returning: PageJs; firstOpen: PageJs }> {
  const camper = await benchCamper(server, 'home');
  await fetch(`${server.url}/api/posts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${camper.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ caption: 'First light over the lake' }),
  });
  const browser = await launchBrowser();
  try {
    await browser.context.addInitScript(signedInScript(camper));
    await browser.context.addInitScript(readyMarkScript(POST));
    const scripts = recordScripts(browser.page, dist);
    await browser.page.goto(`${server.url}/`);
    await browser.page.locator(POST).first().waitFor({ timeout: 30_000 });
    await browser.page.waitForLoadState('networkidle');
    const firstOpen = scripts.done();
    await browser.page.reload();
    const at = await readyAt(browser.page);
    return { returning: sizeScripts(dist, await scriptsStartedBefore(browser.page, at)), firstOpen };
  } finally {
    await browser.close();
  }
}

/** Files of the offline data layer among those loaded: the sync code by name, Dexie and zod by what they hold (a text catalog may be called common too). */
const dataLayer = (dist: string, js: PageJs) =>
  js.files.filter(
    (f) => /\/(dexie|outbox|triggers|replicate|drain)[-.]/.test(f) || /DexieError|ZodError/.test(readFileSync(path.join(dist, f), 'utf8')),
  );

const line = (label: string, js: PageJs, goal?: number) =>
  `first-screen JS, ${label}: ${kb(js.gzip)} gzip, ${kb(js.brotli)} brotli on the wire, ${kb(js.raw)} raw, ${js.files.length} files` +
  (goal === undefined ? '' : ` (goal <= ${goal} KB: ${js.gzip / 1024 <= goal ? 'met' : 'NOT met'})`);

/** With BENCH_VERBOSE=1: each file of a screen with its gzip size, largest first. */
function printFiles(dist: string, js: PageJs): void {
  const sized = js.files.map((f) => ({ f, gzip: gzipSync(readFileSync(path.join(dist, f)), { level: 9 }).length }));
  for (const { f, gzip } of sized.sort((a, b) => b.gzip - a.gzip)) console.log(`    ${kb(gzip).padStart(9)}  ${f}`);
}

export async function run(): Promise<void> {
  const dist = await builtApp();
  const server = await startE2eServer({ STATIC_DIR: dist });
  try {
    for (const [path, role, name] of [
      ['/landing', 'link', 'Sign In'],
      ['/login', 'button', 'Sign In'],
      ['/register', 'button', 'Create Account'],
    ] as const) {
      const js = await guestScreen(server, dist, path, (page) => page.getByRole(role, { name }).first());
      console.log(line(`guest ${path}`, js, path === '/landing' ? 100 : undefined));
      const heavy = dataLayer(dist, js);
      console.log(`  offline data layer (IndexedDB, sync, zod) loaded: ${heavy.length === 0 ? 'none' : heavy.join(', ')}`);
      if (process.env.BENCH_VERBOSE) printFiles(dist, js);
    }
    const home = await homeScreen(server, dist);
    console.log(line('signed-in home /, until the first post shows', home.returning, 150));
    console.log(line('signed-in home /, first open after sign-in, by network idle (sync engine included)', home.firstOpen));
  } finally {
    await server.close();
  }
}
