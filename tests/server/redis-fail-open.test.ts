import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../support/accounts.js';
import { startRelay, type Relay } from '../support/relay.js';
import { freePort } from '../support/server-process.js';
import { createTestServer, type TestServer, type TestUser } from '../support/test-server.js';
import { redisPrefix, testRedisUrl } from '../support/test-redis.js';

/**
 * Prompt: within 3 s, or three times what the same sign-in took with Redis answering when the machine is
 * so busy that scrypt alone takes longer. Left to its defaults, a client waits for a silent Redis forever.
 */
const prompt = (baselineMs: number) => Math.max(3000, 3 * baselineMs);

const timed = async <T>(work: () => Promise<T>) => {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
};

describe.runIf(testRedisUrl)('sign-ins when Redis goes away (fail open)', () => {
  let relay: Relay;
  let server: TestServer;
  let camper: TestUser;

  beforeAll(async () => {
    relay = await startRelay(testRedisUrl?.replace(/^redis:/, 'http:') ?? '');
    server = await createTestServer({ REDIS_URL: relay.url.replace(/^http:/, 'redis:'), REDIS_PREFIX: redisPrefix() });
    camper = await server.user();
  });
  afterAll(async () => {
    await server.close();
    await relay.close();
  });

  it('signs in promptly while Redis has stopped answering, and counts again once it is back', async () => {
    const baseline = await timed(() => login(server.app, camper.email, camper.password));
    expect(baseline.value.status).toBe(200);
    relay.freeze();
    const wrong = await timed(() => login(server.app, camper.email, 'wrong-password', '10.78.0.1'));
    expect(wrong.value.status).toBe(401);
    expect(wrong.ms).toBeLessThan(prompt(baseline.ms));
    const right = await timed(() => login(server.app, camper.email, camper.password));
    expect(right.value.status).toBe(200);
    expect(right.ms).toBeLessThan(prompt(baseline.ms));

    relay.restore();
    await expect.poll(() => server.app.ctx.redis?.status, { timeout: 15_000 }).toBe('ready');
    for (let i = 0; i < 10; i += 1) expect((await login(server.app, camper.email, 'wrong-password', '10.78.0.2')).status).toBe(401);
    expect((await login(server.app, camper.email, 'wrong-password', '10.78.0.2')).status).toBe(429);
    // Fourteen scrypt checks: on a busy machine each may take seconds.
  }, 120_000);

  it('starts and signs in when nothing listens at REDIS_URL, and says so in the log', async () => {
    const lines: string[] = [];
    const nowhere = await createTestServer(
      { REDIS_URL: `redis://127.0.0.1:${await freePort()}`, REDIS_PREFIX: redisPrefix() },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    try {
      const user = await nowhere.user();
      const baseline = await timed(() => login(server.app, camper.email, camper.password));
      const answer = await timed(() => login(nowhere.app, user.email, user.password));
      expect(answer.value.status).toBe(200);
      expect(answer.ms).toBeLessThan(prompt(baseline.ms));
      expect(lines.join('')).toContain('Redis is unreachable');
    } finally {
      await nowhere.close();
    }
  });
});
