import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DaySeparator } from '../../src/features/chat/components/day-separator';
import { daysAgo, sameDay } from '../../src/features/chat/message-days';

afterEach(cleanup);

describe("chat's day separators", () => {
  it('start where the day changes on the phone’s calendar', () => {
    const morning = new Date(2026, 6, 4, 8, 0).toISOString();
    const evening = new Date(2026, 6, 4, 22, 0).toISOString();
    const next = new Date(2026, 6, 5, 0, 5).toISOString();
    expect(sameDay(morning, evening)).toBe(true);
    expect(sameDay(evening, next)).toBe(false);
    expect(daysAgo(next, new Date(2026, 6, 5, 12))).toBe(0);
    expect(daysAgo(evening, new Date(2026, 6, 5, 12))).toBe(1);
  });

  it('say Today, Yesterday, or the date', () => {
    const { rerender } = render(<DaySeparator at={new Date().toISOString()} />);
    expect(screen.getByRole('separator').getAttribute('aria-label')).toBe('Today');
    rerender(<DaySeparator at={new Date(Date.now() - 86_400_000).toISOString()} />);
    expect(screen.getByRole('separator').getAttribute('aria-label')).toBe('Yesterday');
    rerender(<DaySeparator at="2025-09-06T18:00:00.000Z" />);
    expect(screen.getByRole('separator').getAttribute('aria-label')).toBe('September 6, 2025');
  });
});
