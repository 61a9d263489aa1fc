import { currentLanguage, i18next } from './i18n';
import type { Language } from './languages';
import { dateKinds, yearWhenNotThisYear, type DateKind } from './date-kinds';

/**
 * Dates, times, numbers and "how long ago" in the chosen language, through Intl. Components that
 * call these also call useTranslation(), so they draw again when the language changes.
 */
// Making a formatter costs far more than using one (a list of 20 events drew 40 of them on every change).
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(language, options)));
  return format;
}

interface DateWhere {
  /** The clock the date is read on: the phone's unless given (the camp's for the schedule, UTC for a plain day). */
  timeZone?: string;
  /** Now, to tell whether the date is in the current year. */
  now?: number;
}

const yearOf = (date: Date, timeZone: string | undefined) => dateFormat('en', { year: 'numeric', timeZone }).format(date);

/** A date as its kind reads everywhere (see date-kinds.ts), in the chosen language; '' for an unreadable date. */
export function formatDate(value: string | number | Date, kind: DateKind, { timeZone, now = Date.now() }: DateWhere = {}): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const otherYear = yearWhenNotThisYear(kind) && yearOf(date, timeZone) !== yearOf(new Date(now), timeZone);
  return dateFormat(currentLanguage(), { ...dateKinds[kind], ...(otherYear ? { year: 'numeric' } : {}), timeZone }).format(date);
}

/** Two dates of a kind as one span: 'Sep 5 – 7, 2025'. */
export function formatDateRange(start: string, end: string, kind: DateKind, { timeZone }: DateWhere = {}): string {
  const from = new Date(start);
  const to = new Date(end);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return '';
  const format = dateFormat(currentLanguage(), { ...dateKinds[kind], timeZone });
  return to < from ? `${format.format(from)} – ${format.format(to)}` : format.formatRange(from, to);
}

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(currentLanguage(), options).format(value);
}

/**
 * The one percentage format, in the camper's language: rounded to whole percents ("50%", a packing list's
 * progress, SPEC §4.7), or to a fixed number of decimals where the spec asks for them (a poll's shares to one
 * decimal, SPEC §9: "66.7%", "50.0%", "0.0%" with no votes).
 */
export function formatPercent(fraction: number, decimals = 0): string {
  return new Intl.NumberFormat(currentLanguage(), {
    style: 'percent',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(fraction);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
// Narrow reads '5m ago' in English, as the spec writes it; French narrow drops the words, so short.
const relativeStyle: Record<Language, Intl.RelativeTimeFormatStyle> = { en: 'narrow', es: 'narrow', fr: 'short' };

/**
 * How long ago something happened, as the inbox shows it: 'just now' under a minute (and for times a
 * little in the future, from a phone clock that runs behind), then '5m ago', '2h ago', '3d ago' (whole
 * units, rounded down), in the chosen language. An unreadable time gives ''.
 */
export function formatAgo(timestamp: string | number | Date, now: number = Date.now()): string {
  const at = new Date(timestamp).getTime();
  if (Number.isNaN(at)) return '';
  const ago = now - at;
  if (ago < MINUTE) return i18next.t('common:justNow');
  const language = currentLanguage();
  const format = new Intl.RelativeTimeFormat(language, { style: relativeStyle[language] });
  if (ago < HOUR) return format.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return format.format(-Math.floor(ago / HOUR), 'hour');
  return format.format(-Math.floor(ago / DAY), 'day');
}
