import { currentLanguage, formatDate } from '../../../i18n';
import { daysAgo } from '../message-days';

/** "Today", "Yesterday", "Monday, July 6" or "July 6, 2025": where a day starts in a conversation. */
export function DaySeparator({ at }: { at: string }) {
  const ago = daysAgo(at);
  let label: string;
  if (ago === 0 || ago === 1) {
    const words = new Intl.RelativeTimeFormat(currentLanguage(), { numeric: 'auto' }).format(-ago, 'day');
    label = words.charAt(0).toLocaleUpperCase() + words.slice(1);
  } else {
    label = formatDate(at, ago < 7 ? 'dayHeading' : 'longDay');
  }
  return (
    <li
      role="separator"
      aria-label={label}
      className="flex items-center gap-3 py-1 text-xs font-medium text-slate-500 dark:text-slate-400"
      data-testid="day-separator"
    >
      <span aria-hidden className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
      {label}
      <span aria-hidden className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
    </li>
  );
}
