import { AlertTriangle, Bell, CheckCircle2, Info, Tent, XCircle, type LucideIcon } from 'lucide-react';
import { i18next } from '../../i18n';

export interface NotificationStyle {
  icon: LucideIcon;
  /** Read aloud in place of the icon, in the current language. */
  readonly label: string;
  /** Icon colour and its round background. */
  tone: string;
}

const look = (icon: LucideIcon, type: string, tone: string): NotificationStyle => ({
  icon,
  get label() {
    return i18next.t(`notifications:type.${type}`);
  },
  tone,
});

const styles: Record<string, NotificationStyle> = {
  info: look(Info, 'info', 'bg-sky-100 text-sky-700 dark:bg-sky-950 dark:text-sky-300'),
  success: look(CheckCircle2, 'success', 'bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300'),
  warning: look(AlertTriangle, 'warning', 'bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300'),
  error: look(XCircle, 'error', 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300'),
  camp: look(Tent, 'camp', 'bg-orange-100 text-orange-700 dark:bg-orange-950 dark:text-orange-300'),
};

const fallback = look(Bell, 'other', 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300');

/** Icon and colour per type (SPEC §3: info, success, warning, error, camp; anything else the default). */
export function notificationStyle(type: string): NotificationStyle {
  return (Object.hasOwn(styles, type) ? styles[type] : undefined) ?? fallback;
}
