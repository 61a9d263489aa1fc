import { describe } from 'vitest';
import { passwordReset } from '../scenarios/password-reset.js';
import { scenarioTest } from '../support/engine-scenario.js';

describe('WebKit: the password reset', () => {
  scenarioTest('webkit', 'mails a link whose page sets a new password, which then signs in on the phone', passwordReset);
});
