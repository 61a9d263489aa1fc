import { describe, expect, it } from 'vitest';
import { joinedText, lastLoginText } from '../../src/lib/user-dates';

describe('User Management dates', () => {
  it("shows 'Never' for a user who has not signed in", () => {
    expect(lastLoginText(null)).toBe('Never');
    expect(lastLoginText(undefined)).toBe('Never');
  });
  it('shows the last sign-in and the joined day', () => {
    expect(lastLoginText('2025-09-05T14:30:00', 'en-US')).toBe('Sep 5, 2025, 2:30 PM');
    expect(joinedText('2025-09-05T14:30:00', 'en-US')).toBe('Sep 5, 2025');
  });
});
