// Makes sure a Chromium exists for the browser tests: CHROMIUM_PATH, a known path,
// or (as root on Debian) apt-get install -y chromium. Otherwise stops with one instruction.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { chromiumPath } from '../tests/support/chromium-path.mjs';

if (chromiumPath()) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log('No Chromium found: installing it with apt-get install -y chromium ...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let r = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
  if (r.status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    r = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
  }
  if (r.status === 0 && chromiumPath()) process.exit(0);
}
console.error('Chromium is needed for the browser tests: run "sudo apt-get install -y chromium" (or set CHROMIUM_PATH) and try again.');
process.exit(1);
