import { describe } from 'vitest';
import { waitlistScenario } from '../scenarios/waitlist.js';
import { scenarioTest } from '../support/engine-scenario.js';

describe('WebKit: the waitlist', () => {
  scenarioTest('webkit', 'registers a camper who joined offline once a place frees up, with the "You\'re in" notice', waitlistScenario);
});
