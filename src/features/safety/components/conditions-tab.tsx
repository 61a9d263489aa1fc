import type { ReactNode } from 'react';
import { Droplets, Sun, Wind, type LucideIcon } from 'lucide-react';
import { ui } from '../../../components/ui';
import { formatDate, formatPercent, useTranslation } from '../../../i18n';
import { uvLabel } from '../uv-label';
import { fireDanger, weather } from '../safety-data';

/** A card of the tab, named by `label`, under its heading. */
function HeadedCard({ label, heading, children }: { label: string; heading: string; children: ReactNode }) {
  return (
    <section className={ui.card} aria-label={label}>
      <h3 className="mb-2 font-semibold">{heading}</h3>
      {children}
    </section>
  );
}

/** One fact of the weather: its icon, its term for screen readers, its value. */
function WeatherFact({ icon: Icon, term, children }: { icon: LucideIcon; term: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-1">
      <Icon className="h-4 w-4" aria-hidden />
      <dt className="sr-only">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Weather, the 5-day forecast and the fire restrictions: a fixed snapshot shipped with the app, said plainly. */
export function ConditionsTab() {
  const { t } = useTranslation('safety');
  return (
    <div className="space-y-3">
      <p className="text-xs text-slate-500 dark:text-slate-400">{t('safety:conditionsNote')}</p>
      <section className={ui.card} aria-label={t('safety:weatherLabel')}>
        <p className="text-3xl font-bold">{weather.temperature}°F</p>
        <p>{t(`safety:condition.${weather.condition}`)}</p>
        <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <WeatherFact icon={Droplets} term={t('safety:humidityTerm')}>
            {t('safety:humidity', { value: formatPercent(weather.humidity / 100) })}
          </WeatherFact>
          <WeatherFact icon={Wind} term={t('safety:windTerm')}>
            {t('safety:wind', { value: weather.windSpeed })}
          </WeatherFact>
          <WeatherFact icon={Sun} term={t('safety:uvTerm')}>
            {t('safety:uvIndex', { value: weather.uvIndex, label: uvLabel(weather.uvIndex) })}
          </WeatherFact>
        </dl>
      </section>
      <HeadedCard label={t('safety:forecastLabel')} heading={t('safety:forecastHeading')}>
        <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
          {weather.forecast.map((d) => (
            <li key={d.date} className="flex items-center justify-between py-1.5">
              <span className="w-12 font-semibold">{formatDate(d.date, 'weekday', { timeZone: 'UTC' })}</span>
              <span className="flex-1 text-slate-500 dark:text-slate-400">{t(`safety:condition.${d.condition}`)}</span>
              <span>
                {d.high}° / {d.low}°
              </span>
            </li>
          ))}
        </ul>
      </HeadedCard>
      <HeadedCard label={t('safety:restrictionsLabel')} heading={t('safety:restrictionsHeading')}>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {fireDanger.restrictions.map((r) => (
            <li key={r}>{t(`safety:restriction.${r}`)}</li>
          ))}
        </ul>
      </HeadedCard>
    </div>
  );
}
