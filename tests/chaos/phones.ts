/**
 * The chaos run's phones: each a browser profile of its own (a Chromium context of one shared browser, or a WebKit
 * MiniBrowser), signed in as its camper through its own TCP relay, driven through tests/support/page-driver.ts.
 */
import { chromium, type Browser as Chromium, type BrowserContext } from 'playwright-core';
import { signIn } from '../scenarios/app-steps.js';
import { chromiumPath } from '../support/chromium-path.mjs';
import { CHROMIUM_ARGS } from '../support/e2e.js';
import { chromiumDriver, webkitDriver, type PageDriver } from '../support/page-driver.js';
import { startRelay, type Relay } from '../support/relay.js';
import { launchWebKit } from '../support/webkit.js';
import type { Camper } from './camp.js';

export interface Phone {
  /** "phone 2 (chromium, Brook Chaos1)" */
  name: string;
  camper: Camper;
  relay: Relay;
  /** The page shown now (a new one after the page was closed and the app opened again). */
  drv: PageDriver;
  /** Closes the page and opens the app again, in the same profile. */
  reopen(): Promise<void>;
  close(): Promise<void>;
}

export async function launchChromium(): Promise<Chromium> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('Chromium not found: run "apt-get install -y chromium" or set CHROMIUM_PATH');
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
}

async function chromiumPhone(browser: Chromium, relay: Relay): Promise<Omit<Phone, 'name' | 'camper' | 'relay'>> {
  const context: BrowserContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  // tsx names the functions it hands to the page with esbuild's `__name` helper, which the page lacks.
  await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
  let page = await context.newPage();
  const phone = {
    drv: chromiumDriver(page),
    async reopen() {
      await page.close();
      page = await context.newPage();
      phone.drv = chromiumDriver(page);
      await phone.drv.goto(`${relay.url}/`);
    },
    close: () => context.close(),
  };
  return phone;
}

async function webkitPhone(relay: Relay): Promise<Omit<Phone, 'name' | 'camper' | 'relay'>> {
  const webkit = await launchWebKit();
  const drv = webkitDriver(webkit.driver);
  return {
    drv,
    // WebDriver keeps one window: leaving the app for a blank page unloads it as a closed tab does.
    async reopen() {
      await drv.goto('about:blank');
      await drv.goto(`${relay.url}/`);
    },
    close: () => webkit.close(),
  };
}

/** A phone behind a relay of its own to `serverUrl`, signed in as `camper`, holding the whole camp. */
export async function openPhone(n: number, camper: Camper, serverUrl: string, engine: { chromium: Chromium } | 'webkit'): Promise<Phone> {
  const relay = await startRelay(serverUrl);
  const made = engine === 'webkit' ? await webkitPhone(relay) : await chromiumPhone(engine.chromium, relay);
  const phone: Phone = {
    ...made,
    name: `phone ${n} (${made.drv.engine}, ${camper.name})`,
    camper,
    relay,
    async reopen() {
      await made.reopen();
      phone.drv = made.drv;
    },
    async close() {
      await made.close();
      await relay.close();
    },
  };
  await signIn(phone.drv, relay.url, camper.email);
  return phone;
}
