import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const replicate = vi.fn(() => Promise.resolve('unchanged'));
vi.mock('../../src/replication/replicate', () => ({ replicate }));
const { POKE_DELAY_MS, isChangePoke, pokeReplication } = await import('../../src/replication/poke');

beforeEach(() => {
  vi.useFakeTimers();
  replicate.mockClear();
});
afterEach(() => {
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
});

describe("the server's 'changed' poke", () => {
  it('reads only a changed poke as one', () => {
    expect(isChangePoke('{"type":"changed"}')).toBe(true);
    expect(isChangePoke('{"type":"new_message"}')).toBe(false);
    expect(isChangePoke('not json')).toBe(false);
  });

  it('pulls once for a burst of pokes, after a delay of the phone’s own between 1 and 3 seconds', () => {
    pokeReplication(() => 0.5);
    pokeReplication(() => 0);
    pokeReplication(() => 0.9);
    vi.advanceTimersByTime(1999);
    expect(replicate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(replicate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(replicate).toHaveBeenCalledTimes(1);
  });

  it('spreads phones poked at once over the whole span, from its first second to its third', () => {
    const at = (random: number) => {
      replicate.mockClear();
      pokeReplication(() => random);
      let waited = 0;
      while (replicate.mock.calls.length === 0) {
        vi.advanceTimersByTime(100);
        waited += 100;
      }
      return waited;
    };
    expect([at(0), at(0.5), at(0.999)]).toEqual([POKE_DELAY_MS.min, 2000, POKE_DELAY_MS.max]);
    expect(POKE_DELAY_MS).toEqual({ min: 1000, max: 3000 });
  });
});
