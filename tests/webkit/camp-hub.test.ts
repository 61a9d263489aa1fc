import { describe } from 'vitest';
import { campHub } from '../scenarios/camp-hub.js';
import { startCampHubWorld } from '../support/camp-hub-world.js';
import { phonesTest } from '../support/engine-scenario.js';

// The same scenario runs in Chromium (tests/e2e/camp-hub.test.ts).
describe('WebKit: the camp with no internet', () => {
  phonesTest(
    'webkit',
    'at camp the hub serves the camp’s address: chat, a roll call, an RSVP and a photo work in real time with no link to the cloud',
    startCampHubWorld,
    campHub,
    { phones: 3, timeoutMs: 180_000 },
  );
});
