/**
 * iCalendar (RFC 5545) text for camp events: one event for "Add to calendar", or the whole camp for a
 * calendar subscription. Shared by the app (downloads, offline too) and the server (the feed).
 */
export interface IcsEvent {
  id: string;
  title: string;
  description: string;
  location: string;
  event_time: string;
  end_time: string | null;
}

const HOUR_MS = 60 * 60 * 1000;

function icsTime(iso: string): string {
  return new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 characters continue on the next line after a space (RFC 5545 §3.1). */
function fold(line: string): string {
  const parts: string[] = [];
  for (let i = 0; i < line.length; i += 73) parts.push(line.slice(i, i + 73));
  return parts.join('\r\n ');
}

function eventLines(e: IcsEvent, stamp: string): string[] {
  const end = e.end_time ?? new Date(Date.parse(e.event_time) + HOUR_MS).toISOString();
  return [
    'BEGIN:VEVENT',
    `UID:${e.id}@camp-weekend`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${icsTime(e.event_time)}`,
    `DTEND:${icsTime(end)}`,
    `SUMMARY:${escapeText(e.title)}`,
    ...(e.description ? [`DESCRIPTION:${escapeText(e.description)}`] : []),
    ...(e.location ? [`LOCATION:${escapeText(e.location)}`] : []),
    'END:VEVENT',
  ];
}

/** A VCALENDAR with the events; events without an end time last one hour. */
export function eventsToIcs(events: IcsEvent[], calendarName: string, now: Date = new Date()): string {
  const stamp = icsTime(now.toISOString());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Camp Weekend//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendarName)}`,
    ...events.flatMap((e) => eventLines(e, stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** A file name for one event's .ics download. */
export function icsFileName(title: string): string {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `${slug || 'camp-event'}.ics`;
}
