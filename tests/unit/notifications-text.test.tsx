import { describe, expect, it } from 'vitest';
import { notificationStyle } from '../../src/features/notifications/notification-style';
import { clearAllQuestion, unreadSubtitle } from '../../src/features/notifications/notification-text';
import { formatAgo as relativeTime } from '../../src/i18n';

const now = Date.parse('2026-07-10T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const s = 1000;
const m = 60 * s;
const h = 60 * m;
const d = 24 * h;

describe('relative time of a notification', () => {
  it("says 'just now' under a minute, and for a time slightly ahead of the phone clock", () => {
    expect(relativeTime(ago(0), now)).toBe('just now');
    expect(relativeTime(ago(59 * s), now)).toBe('just now');
    expect(relativeTime(ago(-30 * s), now)).toBe('just now');
  });

  it("counts whole minutes from 1 to 59: '5m ago'", () => {
    expect(relativeTime(ago(m), now)).toBe('1m ago');
    expect(relativeTime(ago(5 * m + 40 * s), now)).toBe('5m ago');
    expect(relativeTime(ago(h - 1), now)).toBe('59m ago');
  });

  it("counts whole hours from 1 to 23: '2h ago'", () => {
    expect(relativeTime(ago(h), now)).toBe('1h ago');
    expect(relativeTime(ago(2 * h + 59 * m), now)).toBe('2h ago');
    expect(relativeTime(ago(d - 1), now)).toBe('23h ago');
  });

  it("counts whole days from 24 hours on: '3d ago'", () => {
    expect(relativeTime(ago(d), now)).toBe('1d ago');
    expect(relativeTime(ago(3 * d + 5 * h), now)).toBe('3d ago');
    expect(relativeTime(ago(45 * d), now)).toBe('45d ago');
  });

  it('accepts dates and epoch numbers, and gives nothing for an unreadable time', () => {
    expect(relativeTime(new Date(now - 2 * h), now)).toBe('2h ago');
    expect(relativeTime(now - 5 * m, now)).toBe('5m ago');
    expect(relativeTime('not a date', now)).toBe('');
  });
});

describe('the inbox texts', () => {
  it("reads 'All caught up!' at 0 unread, singular at 1 and plural above", () => {
    expect(unreadSubtitle(0)).toBe('All caught up!');
    expect(unreadSubtitle(1)).toBe('1 unread notification');
    expect(unreadSubtitle(2)).toBe('2 unread notifications');
    expect(unreadSubtitle(12)).toBe('12 unread notifications');
  });

  it('asks the clear-all question word for word', () => {
    expect(clearAllQuestion()).toBe('Are you sure you want to clear all notifications?');
  });

  it('gives info, success, warning, error and camp their own icon and colour, anything else the default', () => {
    const types = ['info', 'success', 'warning', 'error', 'camp'];
    const styles = types.map(notificationStyle);
    expect(styles.map((st) => st.label)).toEqual(['Info', 'Success', 'Warning', 'Error', 'Camp']);
    expect(new Set(styles.map((st) => st.icon)).size).toBe(5);
    expect(new Set(styles.map((st) => st.tone)).size).toBe(5);
    const fallback = notificationStyle('party');
    expect(fallback.label).toBe('Notification');
    expect(notificationStyle('toString')).toBe(fallback);
    expect(styles.map((st) => st.icon)).not.toContain(fallback.icon);
    expect(styles.map((st) => st.tone)).not.toContain(fallback.tone);
  });
});
