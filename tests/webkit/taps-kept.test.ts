import { describe } from 'vitest';
import { tapsKept } from '../scenarios/taps-kept.js';
import { scenarioTest } from '../support/engine-scenario.js';

describe('WebKit: taps kept from the moment they show', () => {
  scenarioTest('webkit', 'keeps ticks made offline through a reload at once and through the app closed at once', tapsKept);
});
