import { packingProgress } from '../../../lib/packing-progress';

export function PackingProgressBar({ shown }: { shown: { checked: boolean }[] }) {
  const { checked, total, percent } = packingProgress(shown);
  return (
    <div className="space-y-1" aria-label="Packing progress">
      <div className="flex justify-between text-sm">
        <span>
          {checked} of {total} packed
        </span>
        <span className="font-semibold" data-testid="packing-percent">
          {percent}%
        </span>
      </div>
      <div className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800" role="progressbar" aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100}>
        <div className="h-full bg-emerald-600 transition-all" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
