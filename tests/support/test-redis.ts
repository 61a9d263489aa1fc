import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';

/** Where a Redis of the machine answers when TEST_REDIS_URL names none. */
const LOCAL_REDIS = { host: '127.0.0.1', port: 6379 };

/** Whether a Redis answers PING at `host:port` within `timeoutMs`. */
function redisAnswers({ host, port }: typeof LOCAL_REDIS, timeoutMs = 1_000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    let heard = '';
    const done = (answers: boolean) => {
      socket.destroy();
      resolve(answers);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk: Buffer) => {
      heard += chunk.toString();
      if (heard.includes('\r\n')) done(heard.startsWith('+PONG'));
    });
  });
}

/**
 * The Redis the tests share: TEST_REDIS_URL (.ci/run sets it), else the machine's own on 127.0.0.1:6379 when it
 * answers, else undefined: tests that need it say so and stand aside.
 */
export const testRedisUrl =
  process.env.TEST_REDIS_URL || ((await redisAnswers(LOCAL_REDIS)) ? `redis://${LOCAL_REDIS.host}:${LOCAL_REDIS.port}` : undefined);

if (!testRedisUrl)
  console.log(
    `TEST_REDIS_URL is not set and no Redis answers on ${LOCAL_REDIS.host}:${LOCAL_REDIS.port}: the tests of limits shared through Redis do not run.`,
  );

/** A key prefix of one test's own, so files running at once never count each other's failures. */
export const redisPrefix = () => `cw-test-${randomBytes(6).toString('hex')}:`;
