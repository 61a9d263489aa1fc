import { Flame } from 'lucide-react';
import { formatDate, useTranslation } from '../../../i18n';
import type { FireDanger, FireDangerLevel } from '../safety-data';

/** Each level's colour, dark enough for its text to read at 4.5:1 or more. */
const tone: Record<FireDangerLevel, string> = {
  low: 'bg-emerald-700 text-white',
  moderate: 'bg-yellow-400 text-slate-900',
  high: 'bg-orange-800 text-white',
  'very high': 'bg-red-700 text-white',
  extreme: 'bg-red-900 text-white',
};

const levelKey: Record<FireDangerLevel, string> = {
  low: 'low',
  moderate: 'moderate',
  high: 'high',
  'very high': 'veryHigh',
  extreme: 'extreme',
};

/** The fire-danger banner at the top of the Safety Center. */
export function FireDangerBanner({ danger }: { danger: FireDanger }) {
  const { t } = useTranslation('safety');
  const updated = formatDate(danger.lastUpdated, 'moment', { timeZone: 'UTC' });
  return (
    <section aria-label={t('safety:fireDangerLabel')} className={`mx-4 rounded-xl p-4 ${tone[danger.dangerLevel]}`}>
      <div className="flex items-center gap-2 font-bold uppercase tracking-wide">
        <Flame className="h-5 w-5" aria-hidden />
        {t('safety:fireDangerHeading', { level: t(`safety:fireLevel.${levelKey[danger.dangerLevel]}`) })}
      </div>
      <p className="mt-1 text-sm">{t('safety:fireDescription')}</p>
      <p className="mt-1 text-xs">{t('safety:lastUpdated', { date: updated })}</p>
    </section>
  );
}
