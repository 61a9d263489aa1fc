import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { FREE_FAILURES, createAccountSlowdown } from '../../server/auth/account-slowdown.js';
import { redisFailureCount } from '../../server/auth/redis-failure-count.js';
import { LOGIN_FAILURES_PER_MINUTE } from '../../server/auth/routes.js';
import { login } from '../support/accounts.js';
import { createTestServer, type TestServer, type TestUser } from '../support/test-server.js';
import { redisPrefix, testRedisUrl } from '../support/test-redis.js';

const quiet = { warn: () => undefined };

describe.runIf(testRedisUrl)('limits shared by every instance through Redis', () => {
  let server: TestServer;
  let second: FastifyInstance;
  let camper: TestUser;
  const url = testRedisUrl ?? '';
  const prefix = redisPrefix();

  beforeAll(async () => {
    server = await createTestServer({ REDIS_URL: url, REDIS_PREFIX: prefix });
    // A second instance on the same database and the same Redis, as behind a load balancer.
    second = await buildApp({ config: server.config, database: server.database });
    await second.ready();
    camper = await server.user();
  });
  afterAll(async () => {
    await second.close();
    await server.close();
  });

  it('wrong passwords spread over two instances reach the one limit', async () => {
    const ip = '10.77.0.1';
    const instances = [server.app, second];
    for (let i = 0; i < LOGIN_FAILURES_PER_MINUTE; i += 1) {
      const answer = await login(instances[i % 2] as FastifyInstance, camper.email, 'wrong-password', ip);
      expect(answer.status).toBe(401);
    }
    // Each instance has seen only half the failures: alone, either would let the next try through.
    for (const app of instances)
      expect((await login(app, camper.email, 'wrong-password', ip)).body.error).toBe(
        'Too many attempts. Please wait a minute and try again.',
      );
    // Twelve scrypt checks: on a busy machine each may take seconds.
  }, 120_000);

  it('an account slowed down through one instance is slowed down through the other', async () => {
    const redis = new Redis(url);
    try {
      const [a, b] = [
        createAccountSlowdown(redisFailureCount(redis, prefix, quiet)),
        createAccountSlowdown(redisFailureCount(redis, prefix, quiet)),
      ];
      for (let i = 0; i <= FREE_FAILURES; i += 1) await (i % 2 ? a : b).fail('slow@camp.test');
      expect(await a.delayFor('slow@camp.test')).toBe(500);
      expect(await b.delayFor('slow@camp.test')).toBe(500);
      await b.succeed('slow@camp.test');
      expect(await a.delayFor('slow@camp.test')).toBe(0);
      // The email itself is never written to Redis.
      expect((await redis.keys(`${prefix}*`)).join(' ')).not.toContain('slow@camp.test');
    } finally {
      redis.disconnect();
    }
  });
});
