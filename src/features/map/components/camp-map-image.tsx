import { useState } from 'react';
import { useTranslation } from '../../../i18n';

/** The drawn map of the campground; it ships with the app (precached), so it shows with no signal. */
export function CampMapImage({ campName }: { campName?: string }) {
  const { t } = useTranslation('map');
  const [broken, setBroken] = useState(false);
  return (
    <figure className="mx-4 overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      {broken ? (
        <p className="p-6 text-center text-sm text-slate-500">{t('map:mapUnavailable')}</p>
      ) : (
        <img
          src="/camp-map.svg"
          alt={t('map:mapAlt', { place: campName ?? t('map:theCamp') })}
          className="block h-auto w-full"
          width={800}
          height={560}
          onError={() => setBroken(true)}
        />
      )}
    </figure>
  );
}
