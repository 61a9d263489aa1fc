import { Droplets, Sun, Wind } from 'lucide-react';
import { ui } from '../../../components/ui';
import { uvLabel } from '../../../lib/uv-label';
import { fireDanger, weather } from '../safety-data';

/** Weather, the 5-day forecast and the fire restrictions: a fixed snapshot shipped with the app, said plainly. */
export function ConditionsTab() {
  return (
    <div className="space-y-3">
      <p className="text-xs text-slate-500 dark:text-slate-400">
        Typical camp conditions, not a live report. Check with camp counselors for today’s conditions.
      </p>
      <section className={ui.card} aria-label="Weather">
        <p className="text-3xl font-bold">{weather.temperature}°F</p>
        <p>{weather.condition}</p>
        <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <div className="flex items-center gap-1"><Droplets className="h-4 w-4" aria-hidden /><dt className="sr-only">Humidity</dt><dd>{weather.humidity}% humidity</dd></div>
          <div className="flex items-center gap-1"><Wind className="h-4 w-4" aria-hidden /><dt className="sr-only">Wind</dt><dd>{weather.windSpeed} mph wind</dd></div>
          <div className="flex items-center gap-1"><Sun className="h-4 w-4" aria-hidden /><dt className="sr-only">UV index</dt><dd>UV {weather.uvIndex} ({uvLabel(weather.uvIndex)})</dd></div>
        </dl>
      </section>
      <section className={ui.card} aria-label="5-day forecast">
        <h3 className="mb-2 font-semibold">5-Day Forecast</h3>
        <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
          {weather.forecast.map((d) => (
            <li key={d.day} className="flex items-center justify-between py-1.5">
              <span className="w-12 font-semibold">{d.day}</span>
              <span className="flex-1 text-slate-500 dark:text-slate-400">{d.condition}</span>
              <span>
                {d.high}° / {d.low}°
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section className={ui.card} aria-label="Fire restrictions">
        <h3 className="mb-2 font-semibold">Fire Restrictions</h3>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {fireDanger.restrictions.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
