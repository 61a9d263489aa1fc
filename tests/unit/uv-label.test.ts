// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { uvLabel } from '../../src/features/safety/uv-label';

describe('UV label (SPEC §9)', () => {
  it('is Very High at 8 or more', () => {
    expect(uvLabel(8)).toBe('Very High');
    expect(uvLabel(11)).toBe('Very High');
  });

  it('is High at 6 or more and below 8', () => {
    expect(uvLabel(6)).toBe('High');
    expect(uvLabel(7.9)).toBe('High');
  });

  it('is Moderate below 6', () => {
    expect(uvLabel(5.9)).toBe('Moderate');
    expect(uvLabel(0)).toBe('Moderate');
  });
});
