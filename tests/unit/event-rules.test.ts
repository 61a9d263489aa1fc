// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isEventFull } from '../../contracts/events-rules';
import { availabilityText, eventTypeChips, filterByType, groupByDay } from '../../src/db/events/event-rules';
import { emptyEventForm, toEventInput, validateEventForm } from '../../src/features/events/admin/event-form';
import { campDayKey, campHour, campInputToIso, campTimeRange, dayHeading, isoToCampInput } from '../../src/lib/camp-time';

const fill = (registration_count: number, capacity: number) => ({ registration_count, capacity });

describe('availability text (SPEC §4.2, §9)', () => {
  it('reads Unlimited at capacity 0, however many are registered', () => {
    expect(availabilityText(fill(0, 0))).toBe('Unlimited');
    expect(availabilityText(fill(250, 0))).toBe('Unlimited');
  });
  it("reads '{n} spots left' below 80%", () => {
    expect(availabilityText(fill(0, 10))).toBe('10 spots left');
    expect(availabilityText(fill(7, 10))).toBe('3 spots left');
    expect(availabilityText(fill(3, 4))).toBe('1 spots left');
  });
  it('reads Almost Full from 80% up to just below 100%', () => {
    expect(availabilityText(fill(8, 10))).toBe('Almost Full');
    expect(availabilityText(fill(9, 10))).toBe('Almost Full');
    expect(availabilityText(fill(79, 100))).toBe('21 spots left');
    expect(availabilityText(fill(80, 100))).toBe('Almost Full');
  });
  it('reads Full at 100% or more', () => {
    expect(availabilityText(fill(10, 10))).toBe('Full');
    expect(availabilityText(fill(12, 10))).toBe('Full');
    expect(availabilityText(fill(99, 100))).toBe('Almost Full');
  });
});

describe('the full rule', () => {
  it('is full only with a capacity and registrations reaching it', () => {
    expect(isEventFull(fill(5, 5))).toBe(true);
    expect(isEventFull(fill(6, 5))).toBe(true);
    expect(isEventFull(fill(4, 5))).toBe(false);
    expect(isEventFull(fill(500, 0))).toBe(false);
  });
});

describe('category chips and grouping', () => {
  it('offers all, the six user types, then other types found in the data', () => {
    expect(eventTypeChips([{ event_type: 'meal' }, { event_type: 'workshop' }, { event_type: 'other' }])).toEqual([
      'all',
      'meal',
      'activity',
      'safety',
      'social',
      'educational',
      'maintenance',
      'other',
      'workshop',
    ]);
    expect(filterByType([{ event_type: 'meal' }, { event_type: 'social' }], 'social')).toEqual([{ event_type: 'social' }]);
  });
  it('groups by camp day, sorted by date then time', () => {
    const at = (d: number, h: number) => new Date(`2025-09-0${d}T${String(h).padStart(2, '0')}:00:00-07:00`).toISOString();
    const days = groupByDay([
      { title: 'Dinner', event_time: at(6, 18) },
      { title: 'Yoga', event_time: at(6, 7) },
      { title: 'Arrival', event_time: at(5, 15) },
      { title: 'Campfire', event_time: at(5, 20) },
    ]);
    expect(days.map((d) => [d.key, d.events.map((e) => e.title)])).toEqual([
      ['2025-09-05', ['Arrival', 'Campfire']],
      ['2025-09-06', ['Yoga', 'Dinner']],
    ]);
  });
});

describe('the event form (SPEC §5)', () => {
  it('sends an empty capacity as 0 and camp-clock times as ISO', () => {
    const input = toEventInput({ ...emptyEventForm(), title: ' Hike ', event_time: '2025-09-06T09:30', capacity: '' });
    expect(input.capacity).toBe(0);
    expect(input.event_time).toBe('2025-09-06T16:30:00.000Z');
    expect(input.end_time).toBeNull();
    expect(input.title).toBe('Hike');
    expect(input.event_type).toBe('activity');
  });
  it('needs a title and a start, and an end after the start', () => {
    expect(validateEventForm(emptyEventForm())).toBe('Please enter a title');
    expect(validateEventForm({ ...emptyEventForm(), title: 'Hike' })).toBe('Please choose when the event starts');
    expect(validateEventForm({ ...emptyEventForm(), title: 'Hike', event_time: '2025-09-06T09:30', end_time: '2025-09-06T09:00' })).toBe(
      'The end time must be after the start time',
    );
    expect(
      validateEventForm({
        ...emptyEventForm(),
        title: 'Hike',
        event_time: '2025-09-06T09:30',
        end_time: '2025-09-06T11:00',
        capacity: '12',
      }),
    ).toBeNull();
  });
  it('reads and writes the camp clock (Pacific time) whatever the zone of the phone', () => {
    expect(campInputToIso('2025-09-06T21:05')).toBe('2025-09-07T04:05:00.000Z');
    expect(campInputToIso('2025-12-06T09:00')).toBe('2025-12-06T17:00:00.000Z');
    expect(isoToCampInput('2025-09-07T04:05:00.000Z')).toBe('2025-09-06T21:05');
    expect(campDayKey('2025-09-07T04:05:00.000Z')).toBe('2025-09-06');
    expect(campHour('2025-09-06T14:00:00.000Z')).toBe(7);
    expect(campTimeRange('2025-09-06T16:30:00.000Z', '2025-09-06T18:30:00.000Z')).toMatch(/^9:30\sAM - 11:30\sAM$/);
    expect(campInputToIso('')).toBeNull();
  });
});

describe('day headers', () => {
  it('show the year only when the day is not in this year', () => {
    const inSeptember2026 = Date.UTC(2026, 8, 1, 12);
    expect(dayHeading('2026-09-05', undefined, inSeptember2026)).toBe('Saturday, September 5');
    expect(dayHeading('2025-09-05', undefined, inSeptember2026)).toBe('Friday, September 5, 2025');
  });
});
