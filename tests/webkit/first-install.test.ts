import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, UPDATE_PROMPT } from '../scenarios/app-steps.js';
import { workerSettled } from '../scenarios/update-offer.js';
import { countOf, webkitDriver } from '../support/page-driver.js';
import { startWorld, type World } from '../support/scenario-world.js';
import { launchWebKit } from '../support/webkit.js';

/**
 * On a first install WebKit may tell the page that the new worker is installed and waiting after the
 * same worker has already claimed the page (the messages arrive out of order), so "a worker waits while
 * one controls the page" was true for the very first worker. The race is won or lost by timing: each
 * attempt is a new phone, and none may ever see the prompt.
 */
const PHONES = 6;

let world: World;
beforeAll(async () => {
  world = await startWorld();
  await world.camper('wren@camp.test', 'Wren', 'Lake');
});
afterAll(async () => {
  await world?.close();
});

describe('WebKit: a first install', () => {
  it(`never offers an update, on ${PHONES} new phones in a row`, async () => {
    for (let phone = 1; phone <= PHONES; phone += 1) {
      const webkit = await launchWebKit();
      try {
        const drv = webkitDriver(webkit.driver);
        // Signing in pulls the whole camp while the worker installs: the page is busy, as a phone is.
        await signIn(drv, world.relay.url, 'wren@camp.test');
        await workerSettled(drv);
        expect(await countOf(drv, { css: '[role="alert"]', text: UPDATE_PROMPT }), `phone ${phone}`).toBe(0);
      } finally {
        await webkit.close();
      }
    }
  });
});
