/**
 * The account slow-down's failures counted in Redis, so every instance sees the same count. Accounts
 * are keyed by a hash of the email (no address is stored in Redis). When Redis does not answer the
 * count is 0 and failures go uncounted: sign-ins go on (fail open), and the error is logged once per outage.
 */
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { SLOWDOWN_WINDOW_MS, type FailureCount } from './account-slowdown.js';
import type { RedisLog } from '../infra/redis.js';

const ADD = `local n = redis.call('INCR', KEYS[1]) if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end return n`;

export function redisFailureCount(redis: Redis, prefix: string, log: RedisLog): FailureCount {
  const keyOf = (account: string) => `${prefix}slowdown:${createHash('sha256').update(account).digest('base64url')}`;
  let failing = false;
  const open =
    <T>(fallback: T) =>
    (err: unknown) => {
      if (!failing)
        log.warn(
          { failure: { message: err instanceof Error ? err.message : String(err) } },
          'Redis did not answer: the account slow-down is skipped',
        );
      failing = true;
      return fallback;
    };
  const answered = <T>(value: T) => ((failing = false), value);
  return {
    count: (account) => redis.get(keyOf(account)).then((v) => answered(Number(v ?? 0)), open(0)),
    add: (account) =>
      redis
        .eval(ADD, 1, keyOf(account), SLOWDOWN_WINDOW_MS)
        .then(answered, open(undefined))
        .then(() => undefined),
    clear: (account) =>
      redis
        .del(keyOf(account))
        .then(answered, open(undefined))
        .then(() => undefined),
  };
}
