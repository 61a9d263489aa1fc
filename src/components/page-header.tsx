import type { ReactNode } from 'react';

/** A screen's title and its actions; on a narrow phone the actions go under the title rather than past the screen's edge. */
export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <header className="flex flex-wrap items-center justify-between gap-3 px-4 pb-2 pt-4">
      <div>
        <h1 className="text-xl font-bold">{title}</h1>
        {subtitle ? <p className="text-sm text-slate-500 dark:text-slate-400">{subtitle}</p> : null}
      </div>
      {actions ? <div className="ml-auto flex gap-2">{actions}</div> : null}
    </header>
  );
}
