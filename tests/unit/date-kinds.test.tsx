import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FeedPost } from '../../src/db/feed/use-feed';
import { PostHeader } from '../../src/features/feed/components/post-header';
import { PhotoCard } from '../../src/features/photos/components/photo-card';
import { formatDate, formatDateRange, formatPercent, switchLanguage } from '../../src/i18n';
import { campTimeRange, dayHeading, hourLabel } from '../../src/lib/camp-time';
import { joinedText, lastLoginText } from '../../src/features/profile/user-dates';

afterEach(async () => {
  cleanup();
  await switchLanguage('en');
});

// Read on UTC's clock so the strings do not depend on the machine's time zone.
const utc = { timeZone: 'UTC', now: Date.parse('2026-11-26T12:00:00Z') };
const saturday = '2025-09-06T09:05:00Z';
const thisYear = '2026-11-21T09:05:00Z';

describe('each kind of date reads one way, in the chosen language', () => {
  it('in English', () => {
    expect(formatDate(saturday, 'moment', utc)).toBe('Sep 6, 2025, 9:05 AM');
    expect(formatDate(saturday, 'day', utc)).toBe('Sep 6, 2025');
    expect(formatDate(saturday, 'time', utc)).toBe('9:05 AM');
    expect(formatDate(saturday, 'hour', utc)).toBe('9 AM');
    expect(formatDate(saturday, 'weekday', utc)).toBe('Sat');
    expect(formatDate(thisYear, 'shortDay', utc)).toBe('Nov 21');
    expect(formatDate(saturday, 'shortDay', utc)).toBe('Sep 6, 2025');
    expect(formatDate(thisYear, 'listDay', utc)).toBe('Sat, Nov 21');
    expect(formatDate(thisYear, 'dayHeading', utc)).toBe('Saturday, November 21');
    expect(formatDate(saturday, 'dayHeading', utc)).toBe('Saturday, September 6, 2025');
    expect(formatDate(thisYear, 'longDay', utc)).toBe('November 21');
    expect(formatDateRange('2025-09-05T00:00:00Z', '2025-09-07T00:00:00Z', 'day', utc)).toBe('Sep 5\u2009–\u20097, 2025');
    expect(formatDate('not a date', 'moment')).toBe('');
  });

  it('in French', async () => {
    await switchLanguage('fr');
    expect(formatDate(saturday, 'moment', utc)).toBe('6 sept. 2025, 09:05');
    expect(formatDate(saturday, 'day', utc)).toBe('6 sept. 2025');
    expect(formatDate(saturday, 'time', utc)).toBe('09:05');
    expect(formatDate(thisYear, 'shortDay', utc)).toBe('21 nov.');
    expect(formatDate(thisYear, 'listDay', utc)).toBe('sam. 21 nov.');
    expect(formatDate(saturday, 'dayHeading', utc)).toBe('samedi 6 septembre 2025');
    expect(formatDateRange('2025-09-05T00:00:00Z', '2025-09-07T00:00:00Z', 'day', utc)).toBe('5–7 sept. 2025');
  });

  it("keeps the camp's clock for the schedule", () => {
    // 16:30 UTC is 9:30 AM in California in September.
    expect(campTimeRange('2025-09-06T16:30:00Z', '2025-09-06T18:30:00Z')).toBe('9:30 AM - 11:30 AM');
    expect(dayHeading('2025-09-06', 'listDay', utc.now)).toBe('Sat, Sep 6, 2025');
    expect(hourLabel(7)).toBe('7 AM');
  });

  it("a login's time and the day an account was made read as a moment and a day", () => {
    expect(lastLoginText('2025-09-05T14:30:00')).toBe('Sep 5, 2025, 2:30 PM');
    expect(joinedText('2025-09-05T14:30:00')).toBe('Sep 5, 2025');
  });
});

describe('a post', () => {
  const post: FeedPost = {
    id: 'p1',
    user: { id: 'u1', name: 'Ana R.', avatar: null },
    image: '/uploads/posts/p1.jpg',
    caption: 'Canoes at dawn',
    likes: 0,
    comments: [],
    isLiked: false,
    isSaved: false,
    createdAt: '2026-11-26T11:36:00',
  };

  it('shows the same time on Home and on Photos', () => {
    render(<PostHeader post={post} canDelete={false} canPin={false} />);
    render(<PhotoCard post={post} onOpen={() => {}} />);
    expect(screen.getAllByText('Nov 26, 2026, 11:36 AM')).toHaveLength(2);
    expect(within(screen.getByTestId('photo')).getByText('Nov 26, 2026, 11:36 AM')).toBeTruthy();
  });
});

describe('one percent format', () => {
  it('rounds to whole percents, or to the decimals the spec asks for (a poll share to one decimal)', () => {
    expect(formatPercent(1 / 2)).toBe('50%');
    expect(formatPercent(2 / 3)).toBe('67%');
    expect(formatPercent(1)).toBe('100%');
    expect(formatPercent(2 / 3, 1)).toBe('66.7%');
    expect(formatPercent(1 / 2, 1)).toBe('50.0%');
    expect(formatPercent(0, 1)).toBe('0.0%');
  });

  it('in French', async () => {
    await switchLanguage('fr');
    expect(formatPercent(2 / 3, 1)).toBe('66,7\u00a0%');
    expect(formatPercent(0.25)).toBe('25\u00a0%');
  });
});
