import { describe } from 'vitest';
import { deviceCodeHandOff } from '../scenarios/device-code.js';
import { scenarioTest } from '../support/engine-scenario.js';

describe('WebKit: the sign-in carried into the installed app', () => {
  scenarioTest(
    'webkit',
    'signs a second browser in with the code alone, which gets the whole camp and opens it with no signal',
    deviceCodeHandOff,
    { browsers: 2 },
  );
});
