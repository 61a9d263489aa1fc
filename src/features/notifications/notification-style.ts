import { AlertTriangle, Bell, CheckCircle2, Info, Tent, XCircle, type LucideIcon } from 'lucide-react';

export interface NotificationStyle {
  icon: LucideIcon;
  /** Read aloud in place of the icon. */
  label: string;
  /** Icon colour and its round background. */
  tone: string;
}

const styles: Record<string, NotificationStyle> = {
  info: { icon: Info, label: 'Info', tone: 'bg-sky-100 text-sky-700 dark:bg-sky-950 dark:text-sky-300' },
  success: { icon: CheckCircle2, label: 'Success', tone: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300' },
  warning: { icon: AlertTriangle, label: 'Warning', tone: 'bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300' },
  error: { icon: XCircle, label: 'Error', tone: 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300' },
  camp: { icon: Tent, label: 'Camp', tone: 'bg-orange-100 text-orange-700 dark:bg-orange-950 dark:text-orange-300' },
};

const fallback: NotificationStyle = { icon: Bell, label: 'Notification', tone: 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300' };

/** Icon and colour per type (SPEC §3: info, success, warning, error, camp; anything else the default). */
export function notificationStyle(type: string): NotificationStyle {
  return (Object.hasOwn(styles, type) ? styles[type] : undefined) ?? fallback;
}
