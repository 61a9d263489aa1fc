// Makes sure HAProxy exists for the two-instance test and the socket bench: HAPROXY_PATH, /usr/sbin/haproxy, or Debian's package.
import { haproxyPath } from '../tests/support/haproxy-path.mjs';
import { ensureDebianPackages } from './debian-packages.mjs';

ensureDebianPackages({
  packages: ['haproxy'],
  present: haproxyPath,
  what: 'HAProxy is needed for the two-instance test',
  orSet: 'HAPROXY_PATH',
});
