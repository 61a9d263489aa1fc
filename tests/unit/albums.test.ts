// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { albumPath, dayAlbums, eventAlbums, eventHappeningAt } from '../../src/lib/albums';

const event = (id: string, start: string, end: string | null = null) => ({ id, event_time: start, end_time: end });

describe('albums', () => {
  it('groups photos by camp day (the camp clock, not UTC), newest day first', () => {
    const photos = [
      { id: 'a', createdAt: '2025-09-07T15:00:00.000Z' },
      { id: 'b', createdAt: '2025-09-06T03:30:00.000Z' }, // 5 Sept, 20:30 at camp
      { id: 'c', createdAt: '2025-09-05T18:00:00.000Z' },
    ];
    expect(dayAlbums(photos).map((a) => [a.key, a.photos.map((p) => p.id)])).toEqual([
      ['2025-09-07', ['a']],
      ['2025-09-05', ['b', 'c']],
    ]);
  });

  it('groups photos by event in schedule order, leaving out events without photos and unknown events', () => {
    const events = [
      event('late', '2025-09-06T20:00:00.000Z'),
      event('early', '2025-09-06T08:00:00.000Z'),
      event('empty', '2025-09-06T09:00:00.000Z'),
    ];
    const photos = [
      { id: '1', event_id: 'late' },
      { id: '2', event_id: 'early' },
      { id: '3', event_id: null },
      { id: '4', event_id: 'gone' },
      { id: '5', event_id: 'late' },
    ];
    expect(eventAlbums(photos, events).map((a) => [a.key, a.photos.length])).toEqual([
      ['early', 1],
      ['late', 2],
    ]);
  });

  it('finds the event happening now: within its times, or the hour after its start when it has no end', () => {
    const at = Date.parse('2025-09-06T10:30:00.000Z');
    const swim = event('swim', '2025-09-06T10:00:00.000Z', '2025-09-06T11:00:00.000Z');
    const talk = event('talk', '2025-09-06T09:45:00.000Z');
    const lunch = event('lunch', '2025-09-06T12:00:00.000Z', '2025-09-06T13:00:00.000Z');
    expect(eventHappeningAt([talk, swim, lunch], at)?.id).toBe('swim');
    expect(eventHappeningAt([talk, lunch], at)?.id).toBe('talk');
    expect(eventHappeningAt([talk, lunch], Date.parse('2025-09-06T10:45:00.000Z'))).toBeUndefined();
    expect(eventHappeningAt([swim], Date.parse('2025-09-06T11:00:00.000Z'))).toBeUndefined();
  });

  it('addresses an album on the Photos screen', () => {
    expect(albumPath({ day: '2025-09-06' })).toBe('/photos?day=2025-09-06');
    expect(albumPath({ event: 'e1' })).toBe('/photos?event=e1');
  });
});
