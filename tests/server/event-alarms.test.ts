/** The calendar rings on its own: the per-person feed holds the person's events, each with an alarm 15 minutes before. */
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampEvent } from '../../contracts/events.js';
import { eventsToIcs } from '../../contracts/events-calendar.js';
import { createServerWithRoles, injectAs, type TestServer, type TestUser } from '../support/test-server.js';

let server: TestServer;
let organizer: TestUser, camper: TestUser;
beforeAll(async () => ({ server, organizer, camper } = await createServerWithRoles()));
afterAll(async () => server.close());

const inject = injectAs(() => server);

async function upcomingEvent(title: string, daysAhead: number): Promise<CampEvent> {
  const res = await inject('POST', '/admin/events', organizer, {
    title,
    description: 'Meet at the flagpole',
    event_time: new Date(Math.floor(Date.now() / 60_000) * 60_000 + daysAhead * 86_400_000).toISOString(),
    location: 'Trailhead',
    capacity: 0,
    event_type: 'activity',
  });
  expect(res.statusCode).toBe(201);
  return res.json<CampEvent>();
}

async function feedOf(who: TestUser): Promise<ICAL.Component> {
  const { url } = (await inject('GET', '/calendar/feed', who)).json<{ url: string }>();
  const res = await server.app.inject({ method: 'GET', url: new URL(url).pathname });
  expect(res.statusCode).toBe(200);
  return new ICAL.Component(ICAL.parse(res.body) as unknown[]);
}

const summaries = (calendar: ICAL.Component) =>
  calendar.getAllSubcomponents('vevent').map((e) => String(e.getFirstPropertyValue('summary')));

/** The one alarm of an event, as a calendar app reads it. */
function alarmOf(vevent: ICAL.Component | undefined) {
  const alarms = vevent?.getAllSubcomponents('valarm') ?? [];
  expect(alarms).toHaveLength(1);
  const trigger = alarms[0]?.getFirstPropertyValue('trigger') as ICAL.Duration;
  return {
    seconds: trigger.toSeconds(),
    trigger: trigger.toString(),
    action: alarms[0]?.getFirstPropertyValue('action'),
    description: alarms[0]?.getFirstPropertyValue('description'),
  };
}

describe('the calendar feed', () => {
  it('holds the events the person is registered for, each ringing 15 minutes before it starts', async () => {
    const hike = await upcomingEvent('Sunrise Hike', 3);
    const canoe = await upcomingEvent('Canoe Trip', 4);
    expect(summaries(await feedOf(camper))).toEqual([]);

    expect((await inject('POST', `/events/${hike.id}/register`, camper)).statusCode).toBe(200);
    expect((await inject('POST', `/events/${canoe.id}/register`, organizer)).statusCode).toBe(200);
    const calendar = await feedOf(camper);
    expect(summaries(calendar)).toEqual(['Sunrise Hike']);
    expect(summaries(await feedOf(organizer))).toEqual(['Canoe Trip']);
    const vevent = calendar.getFirstSubcomponent('vevent') ?? undefined;
    expect(alarmOf(vevent)).toEqual({ seconds: -900, trigger: '-PT15M', action: 'DISPLAY', description: 'Sunrise Hike' });

    // A cancelled RSVP leaves the feed.
    expect((await inject('DELETE', `/events/${hike.id}/register`, camper)).statusCode).toBe(200);
    expect(summaries(await feedOf(camper))).toEqual([]);
  });

  it('gives the one event of "Add to calendar" the same alarm', async () => {
    const swim = await upcomingEvent('Lake Swim', 5);
    const calendar = new ICAL.Component(ICAL.parse(eventsToIcs([swim], 'Camp Weekend')) as unknown[]);
    const vevent = calendar.getFirstSubcomponent('vevent') ?? undefined;
    const alarm = alarmOf(vevent);
    expect(alarm).toEqual({ seconds: -900, trigger: '-PT15M', action: 'DISPLAY', description: 'Lake Swim' });
    // It rings at the event's start less 15 minutes.
    const start = (vevent?.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().getTime();
    expect(new Date(start + alarm.seconds * 1000).toISOString()).toBe(new Date(Date.parse(swim.event_time) - 15 * 60_000).toISOString());
  });
});
