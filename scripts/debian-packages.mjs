// What a test needs from Debian: found, or installed with apt-get when run as root on Debian (after an
// apt-get update if the first try fails), or the run stops with the one command to type.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/**
 * @param {{ packages: string[]; present: () => unknown; what: string; orSet?: string }} need
 *   `present` tells whether the programs are there; `what` names them and what they are for.
 */
export function ensureDebianPackages({ packages, present, what, orSet }) {
  if (present()) return;
  const list = packages.join(' ');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`${what}: not found, installing with apt-get install -y ${list} ...`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const install = () => spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
    let r = install();
    if (r.status !== 0) {
      spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
      r = install();
    }
    if (r.status === 0 && present()) return;
  }
  console.error(`${what}: run "sudo apt-get install -y ${list}"${orSet ? ` (or set ${orSet})` : ''} and try again.`);
  process.exit(1);
}
