// Makes sure WebKit's WebDriver, its MiniBrowser and Xvfb exist for the WebKit browser tests: as root on
// Debian, apt-get install -y webkit2gtk-driver xvfb. Otherwise stops with one instruction.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { webkitInstalled } from '../tests/support/webkit-paths.mjs';

if (webkitInstalled()) process.exit(0);

const packages = ['webkit2gtk-driver', 'xvfb'];
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log(`WebKit's WebDriver or Xvfb is missing: installing them with apt-get install -y ${packages.join(' ')} ...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
  let r = install();
  if (r.status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    r = install();
  }
  if (r.status === 0 && webkitInstalled()) process.exit(0);
}
console.error(`WebKit's WebDriver and Xvfb are needed for the WebKit browser tests: run "sudo apt-get install -y ${packages.join(' ')}" and try again.`);
process.exit(1);
