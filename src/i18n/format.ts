import { currentLanguage, i18next } from './i18n';
import type { Language } from './languages';

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

export function formatDate(value: string | number | Date, options: Intl.DateTimeFormatOptions): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat(currentLanguage(), options).format(date);
}

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(currentLanguage(), options).format(value);
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
