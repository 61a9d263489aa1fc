// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { avatarColourOf, initialsOf } from '../../src/lib/person-look';

describe('a person without a photo', () => {
  it('has the same colour for the same id, on every call', () => {
    const id = '0b6c3f3e-2a64-4d5e-9a63-61f1d1b0e7a1';
    expect(avatarColourOf(id)).toBe(avatarColourOf(id));
    expect(avatarColourOf(id)).toMatch(/^bg-[a-z]+-700$/);
  });

  it('spreads a camp of people over the colours, so neighbours rarely match', () => {
    const ids = Array.from({ length: 120 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const counts = new Map<string, number>();
    for (const colour of ids.map(avatarColourOf)) counts.set(colour, (counts.get(colour) ?? 0) + 1);
    expect(counts.size).toBe(12);
    for (const n of counts.values()) expect(n).toBeLessThanOrEqual(20);
  });

  it('shows the initials of the first and last name', () => {
    expect(initialsOf('Sam K.')).toBe('SK');
    expect(initialsOf('  maria   de la cruz ')).toBe('MC');
    expect(initialsOf('Ana')).toBe('A');
    expect(initialsOf('')).toBe('?');
  });
});
