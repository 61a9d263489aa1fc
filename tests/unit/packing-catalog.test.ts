// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { packingCatalog, packingCategories } from '../../contracts/packing-catalog';

describe('the local packing checklist (SPEC §9)', () => {
  it('has exactly 43 items', () => {
    expect(packingCatalog).toHaveLength(43);
  });

  it('has the 8 categories with the counts of the spec', () => {
    const counts = Object.fromEntries(packingCategories.map((c) => [c, packingCatalog.filter((i) => i.category === c).length]));
    expect(counts).toEqual({
      Clothing: 10,
      'Personal Care': 12,
      'Sleep and Comfort': 3,
      'Food and Dining': 3,
      'Electronics and Gear': 4,
      'Safety and First Aid': 3,
      Recreation: 4,
      Miscellaneous: 4,
    });
  });

  it('gives every item a unique id, a name, a description, and marks some essential', () => {
    expect(new Set(packingCatalog.map((i) => i.id)).size).toBe(43);
    expect(packingCatalog.every((i) => i.name && i.description)).toBe(true);
    const essentials = packingCatalog.filter((i) => i.essential).length;
    expect(essentials).toBeGreaterThan(0);
    expect(essentials).toBeLessThan(43);
  });
});
