import { useState } from 'react';

/** The drawn map of the campground; it ships with the app (precached), so it shows with no signal. */
export function CampMapImage({ campName }: { campName?: string }) {
  const [broken, setBroken] = useState(false);
  return (
    <figure className="mx-4 overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      {broken ? (
        <p className="p-6 text-center text-sm text-slate-500">Map unavailable</p>
      ) : (
        <img src="/camp-map.svg" alt={`Map of ${campName ?? 'the camp'}: the lake, beach and boat dock, the main lodge and dining hall, the family campsites around the campfire circle, the welcome center, parking and the ridge trailhead`} className="block h-auto w-full" width={800} height={560} onError={() => setBroken(true)} />
      )}
    </figure>
  );
}
