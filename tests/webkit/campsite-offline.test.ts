import { describe } from 'vitest';
import { campsiteOffline } from '../scenarios/campsite-offline.js';
import { scenarioTest } from '../support/engine-scenario.js';

describe('WebKit: the campsite drive', () => {
  scenarioTest(
    'webkit',
    'keeps the camp and every offline change on the phone, and sends each exactly once when the signal returns',
    campsiteOffline,
  );
});
