// Makes sure a Chromium exists for the browser tests: CHROMIUM_PATH, a known path, or Debian's package.
import { chromiumPath } from '../tests/support/chromium-path.mjs';
import { ensureDebianPackages } from './debian-packages.mjs';

ensureDebianPackages({
  packages: ['chromium'],
  present: chromiumPath,
  what: 'Chromium is needed for the browser tests',
  orSet: 'CHROMIUM_PATH',
});
