// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { unreadBadgeText } from '../../src/lib/unread-badge';

describe('the bell badge', () => {
  it('shows nothing without unread notifications', () => {
    expect(unreadBadgeText(0)).toBeNull();
  });
  it('shows the count from 1 to 9', () => {
    expect(unreadBadgeText(1)).toBe('1');
    expect(unreadBadgeText(9)).toBe('9');
  });
  it("shows '9+' above 9", () => {
    expect(unreadBadgeText(10)).toBe('9+');
    expect(unreadBadgeText(250)).toBe('9+');
  });
});
