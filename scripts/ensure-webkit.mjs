// Makes sure WebKit's WebDriver, its MiniBrowser and Xvfb exist for the WebKit browser tests (Debian's packages).
import { webkitInstalled } from '../tests/support/webkit-paths.mjs';
import { ensureDebianPackages } from './debian-packages.mjs';

ensureDebianPackages({
  packages: ['webkit2gtk-driver', 'xvfb'],
  present: webkitInstalled,
  what: "WebKit's WebDriver and Xvfb are needed for the WebKit browser tests",
});
