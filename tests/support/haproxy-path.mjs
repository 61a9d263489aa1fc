import { existsSync } from 'node:fs';

const candidates = ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy'];

/** The HAProxy executable, or undefined when none is installed. */
export function haproxyPath() {
  const fromEnv = process.env.HAPROXY_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return candidates.find((p) => existsSync(p));
}
