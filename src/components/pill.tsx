import type { ReactNode } from 'react';

/** The colours of a pill: light and dark. */
export const pillTones = {
  emerald: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-200',
  amber: 'bg-amber-100 text-amber-800 dark:bg-amber-900 dark:text-amber-100',
};

/** A small rounded label beside a name: a role, a state. */
export function Pill({ tone, children }: { tone: string; children: ReactNode }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>{children}</span>;
}
