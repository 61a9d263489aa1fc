import { ProgressBar } from '../../../components/progress-bar';
import { packingProgress } from '../../../lib/packing-progress';

export function PackingProgressBar({ shown }: { shown: { checked: boolean }[] }) {
  const { checked, total, percent } = packingProgress(shown);
  return (
    <div className="space-y-1">
      <div className="flex justify-between text-sm">
        <span>
          {checked} of {total} packed
        </span>
        <span className="font-semibold" data-testid="packing-percent">
          {percent}%
        </span>
      </div>
      <ProgressBar label="Packing progress" percent={percent} />
    </div>
  );
}
