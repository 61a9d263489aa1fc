import { CircleAlert, CircleCheck, CircleHelp } from 'lucide-react';
import type { ReactNode } from 'react';

/** One check before leaving signal: a mark (fine, worth a look, or unknown), its name, its state and what to do. */
export function CheckRow({ label, ok, value, children }: { label: string; ok?: boolean; value: string; children?: ReactNode }) {
  const Mark = ok === undefined ? CircleHelp : ok ? CircleCheck : CircleAlert;
  const tone = ok === undefined ? 'text-slate-400' : ok ? 'text-emerald-600' : 'text-amber-600';
  return (
    <li className="flex gap-3 py-3 text-sm">
      <Mark className={`mt-0.5 h-5 w-5 shrink-0 ${tone}`} aria-hidden />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-medium">{label}</p>
        <p className="text-slate-600 dark:text-slate-300">{value}</p>
        {children}
      </div>
    </li>
  );
}
