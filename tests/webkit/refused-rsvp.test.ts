import { describe } from 'vitest';
import { refusedRsvp } from '../scenarios/refused-rsvp.js';
import { scenarioTest } from '../support/engine-scenario.js';

describe('WebKit: a refused RSVP', () => {
  scenarioTest(
    'webkit',
    'ends Full, offering the waitlist instead of RSVP, when the event filled meanwhile, also after a reload',
    refusedRsvp,
  );
});
