// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { packingProgress } from '../../src/features/packing/packing-progress';

const items = (checked: number, total: number) => Array.from({ length: total }, (_, i) => ({ checked: i < checked }));

describe('packing progress (SPEC §4.7)', () => {
  it('is checked over shown items, rounded', () => {
    expect(packingProgress(items(1, 3))).toEqual({ checked: 1, total: 3, percent: 33 });
    expect(packingProgress(items(2, 3)).percent).toBe(67);
    expect(packingProgress(items(1, 8)).percent).toBe(13); // 12.5 rounds up
    expect(packingProgress(items(43, 43)).percent).toBe(100);
  });

  it('counts only the items shown (e.g. essentials only)', () => {
    const all = [...items(2, 4), { checked: true }];
    const shown = all.slice(0, 4);
    expect(packingProgress(shown).percent).toBe(50);
    expect(packingProgress(all).percent).toBe(60);
  });

  it('is 0 when nothing is shown', () => {
    expect(packingProgress([])).toEqual({ checked: 0, total: 0, percent: 0 });
  });
});
