/**
 * Runs an engine-neutral scenario as one test: a fresh world (servers, relays) and fresh browsers of
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

/**
 * One test of `scenario` against the world `start` makes, with `phones` fresh browsers of the engine (each its own
 * phone); `timeoutMs` overrides the project's bound for the test.
 */
export function phonesTest<W extends { close(): Promise<void> }>(
  engine: PageDriver['engine'],
  title: string,
  start: () => Promise<W>,
  scenario: (world: W, phones: PageDriver[]) => Promise<void>,
  opts: { phones?: number; timeoutMs?: number } = {},
): void {
  let world: W | undefined;
  const browsers: Awaited<ReturnType<typeof launch>>[] = [];
  beforeAll(async () => {
    world = await start();
    for (let i = 0; i < (opts.phones ?? 1); i += 1) browsers.push(await launch(engine));
  });
  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    await world?.close();
  });
  it(
    title,
    async () => {
      if (!world || browsers.length === 0) throw new Error('the world or the browsers did not start');
      await scenario(
        world,
        browsers.map((b) => b.drv),
      );
    },
    opts.timeoutMs,
  );
}

export function scenarioTest(
  engine: PageDriver['engine'],
  title: string,
  scenario: Scenario,
  opts: { env?: () => Record<string, string>; browsers?: number } = {},
): void {
  phonesTest(
    engine,
    title,
    () => startWorld(opts.env?.()),
    (world, [first, ...others]) => {
      if (!first) throw new Error('no browser started');
      return scenario(first, world, others);
    },
    { phones: opts.browsers },
  );
}
