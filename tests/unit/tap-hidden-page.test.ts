import { afterEach, describe, expect, it, vi } from 'vitest';
import { mutations } from '../../src/db/mutations';
import { tap } from '../../src/db/taps/tap';
import { tapEntries } from '../../src/db/taps/tap-overlay';

/** Lets the write's promises (and its registry import) run, with the page's timers and frames stopped. */
async function settle(): Promise<void> {
  await vi.dynamicImportSettled();
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

function setVisibility(state: 'visible' | 'hidden'): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  setVisibility('visible');
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a tap followed at once by leaving the app', () => {
  it('starts its write when the page is hidden, without waiting for a frame or a timer the phone may stop', async () => {
    // Frames and timers never come (a phone that stopped the page); the plan records that the write began.
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const plan = vi.spyOn(mutations['packing.tick'], 'plan').mockResolvedValue(null);

    const done = tap('packing.tick', { id: 7, checked: true });
    expect(tapEntries().get('packing.tick:7')?.args).toEqual({ id: 7, checked: true });
    await settle();
    expect(plan).not.toHaveBeenCalled();

    setVisibility('hidden');
    await settle();
    expect(plan).toHaveBeenCalledTimes(1);
    await done;
  });
});
