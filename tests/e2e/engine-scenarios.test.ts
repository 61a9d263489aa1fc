import { afterAll, describe } from 'vitest';
import { campsiteOffline } from '../scenarios/campsite-offline.js';
import { chatOffline } from '../scenarios/chat-offline.js';
import { passwordReset } from '../scenarios/password-reset.js';
import { refusedRsvp } from '../scenarios/refused-rsvp.js';
import { tapsKept } from '../scenarios/taps-kept.js';
import { updateOffer } from '../scenarios/update-offer.js';
import { waitlistScenario } from '../scenarios/waitlist.js';
import { scenarioTest } from '../support/engine-scenario.js';

// The WebKit suite's scenarios (tests/webkit), run in Chromium too: one scenario, both engines.
describe('Chromium: the campsite drive', () => {
  scenarioTest(
    'chromium',
    'keeps the camp and every offline change on the phone, and sends each exactly once when the signal returns',
    campsiteOffline,
  );
});

describe('Chromium: taps kept from the moment they show', () => {
  scenarioTest('chromium', 'keeps ticks made offline through a reload at once and through the app closed at once', tapsKept);
});

describe('Chromium: a refused RSVP', () => {
  scenarioTest(
    'chromium',
    'ends Full, offering the waitlist instead of RSVP, when the event filled meanwhile, also after a reload',
    refusedRsvp,
  );
});

describe('Chromium: the waitlist', () => {
  scenarioTest('chromium', 'registers a camper who joined offline once a place frees up, with the "You\'re in" notice', waitlistScenario);
});

describe('Chromium: chat', () => {
  scenarioTest('chromium', 'counts unread messages, keeps a reply written offline and sends it once, and hears new ones live', chatOffline);
});

describe('Chromium: the password reset', () => {
  scenarioTest('chromium', 'mails a link whose page sets a new password, which then signs in on the phone', passwordReset);
});

const update = updateOffer();
afterAll(() => update.build.remove());
describe('Chromium: updates', () => {
  scenarioTest(
    'chromium',
    'offers nothing after a first install, offers a new build once, and taking it keeps a queued change',
    update.scenario,
    { env: () => ({ STATIC_DIR: update.build.dir }) },
  );
});
