// Makes sure HAProxy exists for the two-instance test and the socket bench: HAPROXY_PATH, /usr/sbin/haproxy,
// or (as root on Debian) apt-get install -y haproxy. Otherwise stops with one instruction.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { haproxyPath } from '../tests/support/haproxy-path.mjs';

if (haproxyPath()) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log('No HAProxy found: installing it with apt-get install -y haproxy ...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let r = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'haproxy'], { stdio: 'inherit', env });
  if (r.status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    r = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'haproxy'], { stdio: 'inherit', env });
  }
  if (r.status === 0 && haproxyPath()) process.exit(0);
}
console.error('HAProxy is needed for the two-instance test: run "sudo apt-get install -y haproxy" (or set HAPROXY_PATH) and try again.');
process.exit(1);
