/**
 * Runs an engine-neutral scenario as one test: a fresh world (server, relay) and a fresh browser of
 * the engine, closed after it. The same scenario file runs in WebKit (tests/webkit) and Chromium (tests/e2e).
 */
import { afterAll, beforeAll, it } from 'vitest';
import { launchBrowser, type Browser } from './e2e.js';
import { chromiumDriver, webkitDriver, type PageDriver } from './page-driver.js';
import { startWorld, type World } from './scenario-world.js';
import { launchWebKit } from './webkit.js';

/** `others`: the further browsers asked for (`opts.browsers`), each with its own storage, as a second phone or app. */
export type Scenario = (drv: PageDriver, world: World, others: PageDriver[]) => Promise<void>;

/** A fresh browser of the engine, with its own storage (a separate phone), and its driver. */
export async function launch(engine: PageDriver['engine']): Promise<{ drv: PageDriver; close(): Promise<void> }> {
  if (engine === 'webkit') {
    const webkit = await launchWebKit();
    return { drv: webkitDriver(webkit.driver), close: () => webkit.close() };
  }
  const browser: Browser = await launchBrowser();
  return { drv: chromiumDriver(browser.page), close: () => browser.close() };
}

export function scenarioTest(
  engine: PageDriver['engine'],
  title: string,
  scenario: Scenario,
  opts: { env?: () => Record<string, string>; browsers?: number } = {},
): void {
  let world: World | undefined;
  const browsers: Awaited<ReturnType<typeof launch>>[] = [];
  beforeAll(async () => {
    world = await startWorld(opts.env?.());
    for (let i = 0; i < (opts.browsers ?? 1); i += 1) browsers.push(await launch(engine));
  });
  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    await world?.close();
  });
  it(title, async () => {
    const [first, ...others] = browsers.map((b) => b.drv);
    if (!world || !first) throw new Error('the world or the browser did not start');
    await scenario(first, world, others);
  });
}
