// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from '../../src/api/outbox-wire';
import { BACKOFF_MAX_MS, backoffDelay, isRetryable } from '../../src/outbox/backoff';

describe('outbox backoff', () => {
  it('doubles from 1 s with jitter in the upper half of each step', () => {
    const low = () => 0;
    const high = () => 1;
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, undefined, low))).toEqual([500, 1000, 2000, 4000]);
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, undefined, high))).toEqual([1000, 2000, 4000, 8000]);
    for (let i = 0; i < 200; i++) {
      const d = backoffDelay(3);
      expect(d).toBeGreaterThanOrEqual(2000);
      expect(d).toBeLessThanOrEqual(4000);
    }
  });

  it('spreads phones apart: the same attempt gives different delays', () => {
    const delays = new Set(Array.from({ length: 50 }, () => backoffDelay(5)));
    expect(delays.size).toBeGreaterThan(10);
  });

  it('never waits more than 5 minutes between attempts', () => {
    expect(BACKOFF_MAX_MS).toBe(300_000);
    expect(backoffDelay(40, undefined, () => 1)).toBe(300_000);
    expect(backoffDelay(40, undefined, () => 0)).toBe(150_000);
  });

  it('waits at least what Retry-After asks', () => {
    expect(backoffDelay(1, 30_000, () => 1)).toBe(30_000);
    expect(backoffDelay(6, 1000, () => 1)).toBe(32_000);
    expect(parseRetryAfter('120')).toBe(120_000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 10:00:30 GMT', Date.parse('Sun, 22 Nov 2026 10:00:00 GMT'))).toBe(30_000);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });

  it('retries network errors, 5xx, 429 and "still running"; refuses other 4xx', () => {
    for (const s of [0, 408, 429, 500, 502, 503, 424]) expect(isRetryable(s)).toBe(true);
    expect(isRetryable(409, 1000)).toBe(true);
    for (const s of [400, 403, 404, 409, 413, 415, 422]) expect(isRetryable(s)).toBe(false);
  });
});
