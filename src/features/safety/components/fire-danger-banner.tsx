import { Flame } from 'lucide-react';
import type { FireDanger, FireDangerLevel } from '../safety-data';

/** Each level's colour, dark enough for its text to read at 4.5:1 or more. */
const tone: Record<FireDangerLevel, string> = {
  low: 'bg-emerald-700 text-white',
  moderate: 'bg-yellow-400 text-slate-900',
  high: 'bg-orange-800 text-white',
  'very high': 'bg-red-700 text-white',
  extreme: 'bg-red-900 text-white',
};

/** The fire-danger banner at the top of the Safety Center. */
export function FireDangerBanner({ danger }: { danger: FireDanger }) {
  return (
    <section aria-label="Fire danger" className={`mx-4 rounded-xl p-4 ${tone[danger.dangerLevel]}`}>
      <div className="flex items-center gap-2 font-bold uppercase tracking-wide">
        <Flame className="h-5 w-5" aria-hidden />
        Fire danger: {danger.dangerLevel}
      </div>
      <p className="mt-1 text-sm">{danger.description}</p>
      <p className="mt-1 text-xs">Last updated {danger.lastUpdated}</p>
    </section>
  );
}
