import { ui } from '../../../components/ui';
import { protocols, type Severity } from '../safety-data';

const badge: Record<Severity, string> = {
  low: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-200',
  medium: 'bg-yellow-100 text-yellow-800 dark:bg-yellow-900 dark:text-yellow-200',
  high: 'bg-orange-100 text-orange-800 dark:bg-orange-900 dark:text-orange-200',
  critical: 'bg-red-100 text-red-800 dark:bg-red-900 dark:text-red-200',
};

/** What to do, by situation, most severe first. */
export function ProtocolsTab() {
  return (
    <ul className="space-y-3">
      {protocols.map((p) => (
        <li key={p.title} className={ui.card}>
          <div className="flex items-center justify-between gap-2">
            <h3 className="font-semibold">{p.title}</h3>
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold uppercase ${badge[p.severity]}`}>{p.severity}</span>
          </div>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
            {p.steps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        </li>
      ))}
    </ul>
  );
}
