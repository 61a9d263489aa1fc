import { Flame } from 'lucide-react';
import type { FireDanger, FireDangerLevel } from '../safety-data';

const tone: Record<FireDangerLevel, string> = {
  low: 'bg-emerald-600',
  moderate: 'bg-yellow-500 text-slate-900',
  high: 'bg-orange-600',
  'very high': 'bg-red-600',
  extreme: 'bg-red-900',
};

/** The fire-danger banner at the top of the Safety Center. */
export function FireDangerBanner({ danger }: { danger: FireDanger }) {
  return (
    <section aria-label="Fire danger" className={`mx-4 rounded-xl p-4 text-white ${tone[danger.dangerLevel]}`}>
      <div className="flex items-center gap-2 font-bold uppercase tracking-wide">
        <Flame className="h-5 w-5" aria-hidden />
        Fire danger: {danger.dangerLevel}
      </div>
      <p className="mt-1 text-sm">{danger.description}</p>
      <p className="mt-1 text-xs opacity-80">Last updated {danger.lastUpdated}</p>
    </section>
  );
}
