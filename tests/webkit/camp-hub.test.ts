import { describe } from 'vitest';
import { campHub } from '../scenarios/camp-hub.js';
import { startCampHubWorld } from '../support/camp-hub-world.js';
import { phonesTest } from '../support/engine-scenario.js';

// The same scenario runs in Chromium (tests/e2e/camp-hub.test.ts).
describe('WebKit: the camp with no internet', () => {
  phonesTest(
    'webkit',
    'works in real time at the hub with no link, then sends every camp change up once, says Not saved of a lost RSVP, and ends with the cloud’s rows',
    startCampHubWorld,
    campHub,
    { phones: 3, timeoutMs: 180_000 },
  );
});
