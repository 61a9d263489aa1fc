import { afterAll, describe } from 'vitest';
import { updateOffer } from '../scenarios/update-offer.js';
import { scenarioTest } from '../support/engine-scenario.js';

const { build, scenario } = updateOffer();
afterAll(() => build.remove());

describe('WebKit: updates', () => {
  scenarioTest('webkit', 'offers nothing after a first install, offers a new build once, and taking it keeps a queued change', scenario, {
    env: () => ({ STATIC_DIR: build.dir }),
  });
});
