// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { yearBesideName } from '../../src/lib/camp-name';

describe("a camp's year beside its name", () => {
  it('is left out when the name already says it, and shown otherwise', () => {
    expect(yearBesideName('Camp Weekend 2025', 2025)).toBeNull();
    expect(yearBesideName('3rd annual', 2025)).toBe('2025');
  });
});
