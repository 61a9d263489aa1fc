// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POKE_DELAY_WITHOUT_SPREAD_MS, POKE_SPREAD_FROM_SOCKETS, pokeSpreadMs } from '../../contracts/replication-rules';

/** A pull that takes as long as the test says: `finish()` answers the one running. */
let finish: () => void = () => undefined;
const replicate = vi.fn(
  () =>
    new Promise<string>((resolve) => {
      finish = () => resolve('unchanged');
    }),
);
vi.mock('../../src/replication/replicate', async () => {
  const { foldingCalls } = await import('../../src/replication/folding-calls');
  return { replicate: foldingCalls(replicate) };
});
const { changePokeOf, pokeReplication } = await import('../../src/replication/poke');

beforeEach(() => {
  vi.useFakeTimers();
  replicate.mockClear();
});
afterEach(async () => {
  finish();
  await vi.runOnlyPendingTimersAsync();
  finish();
  vi.useRealTimers();
});

/** How long after a poke this phone pulls, to the 10 ms. */
async function pullsAfter(poke: { type: 'changed'; spread_ms?: number }, random: number): Promise<number> {
  replicate.mockClear();
  pokeReplication(poke, () => random);
  let waited = 0;
  while (replicate.mock.calls.length === 0) {
    await vi.advanceTimersByTimeAsync(10);
    waited += 10;
  }
  finish();
  await vi.advanceTimersByTimeAsync(0);
  return waited;
}

describe("the server's 'changed' poke", () => {
  it('reads a changed poke with or without its spread, and nothing else as one', () => {
    expect(changePokeOf('{"type":"changed","spread_ms":0}')).toEqual({ type: 'changed', spread_ms: 0 });
    expect(changePokeOf('{"type":"changed"}')).toEqual({ type: 'changed' });
    expect(changePokeOf('{"type":"new_message"}')).toBeNull();
    expect(changePokeOf('not json')).toBeNull();
  });

  it('asks a camp of a few dozen phones for no spread, and a crowd for one that grows with it', () => {
    expect([1, 60, POKE_SPREAD_FROM_SOCKETS].map(pokeSpreadMs)).toEqual([0, 0, 0]);
    expect(pokeSpreadMs(POKE_SPREAD_FROM_SOCKETS + 1)).toBeGreaterThan(0);
    // 2,000 sockets spread their pulls over 2 s, as wide as the 1–3 s delay did.
    expect(pokeSpreadMs(2000)).toBe(POKE_DELAY_WITHOUT_SPREAD_MS.max - POKE_DELAY_WITHOUT_SPREAD_MS.min);
    expect(pokeSpreadMs(4000)).toBeGreaterThan(pokeSpreadMs(2000));
    expect(pokeSpreadMs(1_000_000)).toBeLessThanOrEqual(10_000);
    // The rule's numbers: none up to 100 sockets, then 1 ms per socket, at most 10 s.
    expect([100, 101, 2000, 20_000].map(pokeSpreadMs)).toEqual([0, 101, 2000, 10_000]);
  });

  it('pulls at once for a poke with no spread, and within its spread otherwise', async () => {
    expect(await pullsAfter({ type: 'changed', spread_ms: 0 }, 0.7)).toBe(10);
    expect(await pullsAfter({ type: 'changed', spread_ms: 2000 }, 0)).toBe(10);
    expect(await pullsAfter({ type: 'changed', spread_ms: 2000 }, 0.5)).toBe(1000);
    expect(await pullsAfter({ type: 'changed', spread_ms: 2000 }, 0.999)).toBe(2000);
  });

  it('waits 1 to 3 seconds for a poke that says no spread, as from an older server', async () => {
    expect(await pullsAfter({ type: 'changed' }, 0)).toBe(POKE_DELAY_WITHOUT_SPREAD_MS.min);
    expect(await pullsAfter({ type: 'changed' }, 0.5)).toBe(2000);
    expect(await pullsAfter({ type: 'changed' }, 0.999)).toBe(POKE_DELAY_WITHOUT_SPREAD_MS.max);
  });

  it('pulls once for pokes of the same instant, and once more after a pull that a poke arrived during', async () => {
    const now = { type: 'changed', spread_ms: 0 } as const;
    pokeReplication(now);
    pokeReplication(now);
    pokeReplication(now);
    await vi.advanceTimersByTimeAsync(0);
    expect(replicate).toHaveBeenCalledTimes(1);
    // Two pokes while that pull runs: one more pull, after it.
    pokeReplication(now);
    await vi.advanceTimersByTimeAsync(0);
    pokeReplication(now);
    await vi.advanceTimersByTimeAsync(100);
    expect(replicate).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(replicate).toHaveBeenCalledTimes(2);
    finish();
    await vi.advanceTimersByTimeAsync(5000);
    expect(replicate).toHaveBeenCalledTimes(2);
  });
});
