/**
 * Updates, in any engine: a first install offers no update; a new build deployed while the app is open
 * is offered once; taking it (Reload) loses no change queued offline, and that change is sent once.
 */
import { expect } from 'vitest';
import type { PackingItem } from '../../contracts/packing';
import { BUILD_OF_PAGE, copyOfBuild, type ServedBuild } from '../support/deploy-build.js';
import { countOf, waitFor, waitInPage, type PageDriver } from '../support/page-driver.js';
import type { Scenario } from '../support/engine-scenario.js';
import { apiLogin } from '../support/e2e-session.js';
import { outboxCount, eventually, signIn, UPDATE_PROMPT } from './app-steps.js';

const prompt = { css: '[role="alert"]', text: UPDATE_PROMPT };

/** The worker has settled: one active worker controls the page, none installs or waits, after a fresh check for a new version. */
export const workerSettled = (drv: PageDriver) =>
  waitInPage(
    drv,
    async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      if (!reg?.active || reg.installing || reg.waiting || !navigator.serviceWorker.controller) return false;
      await reg.update();
      return !reg.installing && !reg.waiting;
    },
    null,
    'the service worker to settle',
    60_000,
  );

/** The scenario with its own served build (the world serves `build.dir`). */
export function updateOffer(): { build: ServedBuild; scenario: Scenario } {
  const build = copyOfBuild();
  const scenario: Scenario = async (drv, world) => {
    const { relay } = world;
    await world.camper('wren@camp.test', 'Wren', 'Lake');
    // A first install: the worker settles and nothing is offered, also after the app starts again.
    await signIn(drv, relay.url, 'wren@camp.test');
    await workerSettled(drv);
    expect(await countOf(drv, prompt)).toBe(0);
    await drv.goto(`${relay.url}/packing`);
    await waitFor(drv, { css: 'label', text: 'Swimsuit' });
    await workerSettled(drv);
    expect(await countOf(drv, prompt)).toBe(0);

    // A new build is deployed while the app is open: the next check offers it, once.
    build.deploy(2);
    await drv.evaluate(async () => void (await navigator.serviceWorker.getRegistration())?.update());
    await waitFor(drv, prompt, 60_000);
    expect(await countOf(drv, prompt)).toBe(1);
    expect(await drv.evaluate(BUILD_OF_PAGE)).toBe(1);

    // Offline, a tick waits to be sent; taking the update keeps it.
    relay.cut();
    await drv.click({ css: 'input[type="checkbox"]', in: { css: 'label', text: 'Swimsuit' } });
    await waitFor(drv, { css: 'input[type="checkbox"]:checked', in: { css: 'label', text: 'Swimsuit' } });
    await drv.click({ css: 'button', text: 'Reload', in: prompt });
    await waitInPage(
      drv,
      () => document.querySelector('meta[name="camp-build"]')?.getAttribute('content') === '2',
      null,
      'the page to run the new build',
      60_000,
    );
    await waitFor(drv, { css: '[aria-label="Waiting to send"]', in: { css: 'label', text: 'Swimsuit' } });
    expect(await outboxCount(drv)).toBe(1);
    expect(await countOf(drv, prompt)).toBe(0);

    // Signal again: the tick is sent, once.
    relay.restore();
    await eventually(async () => (await outboxCount(drv)) === 0, 'an empty outbox on the phone');
    const wren = await apiLogin(world.server.url, 'wren@camp.test', 'lakeside-2025');
    const swimsuit = (await world.api<PackingItem[]>(wren, 'GET', '/packing')).body.find((i) => i.item_name === 'Swimsuit');
    expect(swimsuit).toMatchObject({ is_checked: true });
    expect(await countOf(drv, prompt)).toBe(0);
  };
  return { build, scenario };
}
