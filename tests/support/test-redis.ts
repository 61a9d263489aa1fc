import { randomBytes } from 'node:crypto';

/** The Redis the tests share (TEST_REDIS_URL; .ci/run sets it), or undefined: tests that need it say so and stand aside. */
export const testRedisUrl = process.env.TEST_REDIS_URL || undefined;

if (!testRedisUrl) console.log('TEST_REDIS_URL is not set: the tests of limits shared through Redis do not run.');

/** A key prefix of one test's own, so files running at once never count each other's failures. */
export const redisPrefix = () => `cw-test-${randomBytes(6).toString('hex')}:`;
