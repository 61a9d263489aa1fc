import { eventEndsAt } from './events-rules.js';

/**
 * iCalendar (RFC 5545) text for camp events: one event for "Add to calendar", or the whole camp for a
 * calendar subscription. Shared by the app (downloads, offline too) and the server (the feed).
 */
import { fileSafe } from './file-names.js';

export interface IcsEvent {
  id: string;
  title: string;
  description: string;
  location: string;
  event_time: string;
  end_time: string | null;
}

/** How long before an event the phone's own calendar rings: with no signal at the campsite too. */
export const ALARM_MINUTES_BEFORE = 15;

function icsTime(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

// eslint-disable-next-line no-control-regex -- RFC 5545 CONTROL: the characters a TEXT value may not hold (tab aside).
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/**
 * TEXT per RFC 5545 §3.3.11: backslash, semicolon and comma escaped, every line break (CRLF, a bare
 * CR or LF) as \n, and other control characters dropped, so no value can start a line of its own.
 */
function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n|\u2028|\u2029/g, '\\n')
    .replace(CONTROL, '');
}

const utf8Length = (cp: number) => (cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4);

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 §3.1), never inside a character. */
function fold(line: string): string {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0) ?? 0);
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(part);
      part = '';
      octets = 0;
    }
    part += char;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n ');
}

function eventLines(e: IcsEvent, stamp: string): string[] {
  const end = new Date(eventEndsAt(e)).toISOString();
  return [
    'BEGIN:VEVENT',
    `UID:${e.id}@camp-weekend`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${icsTime(e.event_time)}`,
    `DTEND:${icsTime(end)}`,
    `SUMMARY:${escapeText(e.title)}`,
    ...(e.description ? [`DESCRIPTION:${escapeText(e.description)}`] : []),
    ...(e.location ? [`LOCATION:${escapeText(e.location)}`] : []),
    'BEGIN:VALARM',
    `TRIGGER:-PT${ALARM_MINUTES_BEFORE}M`,
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(e.title)}`,
    'END:VALARM',
    'END:VEVENT',
  ];
}

/** A VCALENDAR with the events, each with its alarm; events without an end time last one hour. */
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

/** A file name for one event's .ics download: its title, file-safe and lowercase. */
export function icsFileName(title: string): string {
  return `${fileSafe(title, 'camp-event').toLowerCase()}.ics`;
}
