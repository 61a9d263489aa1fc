import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';
import { protocols, type Severity } from '../safety-data';

const badge: Record<Severity, string> = {
  low: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-200',
  medium: 'bg-yellow-100 text-yellow-800 dark:bg-yellow-900 dark:text-yellow-200',
  high: 'bg-orange-100 text-orange-800 dark:bg-orange-900 dark:text-orange-200',
  critical: 'bg-red-100 text-red-800 dark:bg-red-900 dark:text-red-200',
};

/** What to do, by situation, most severe first. */
export function ProtocolsTab() {
  const { t } = useTranslation('safety');
  return (
    <ul className="space-y-3">
      {protocols.map((p) => (
        <li key={p.id} className={ui.card}>
          <div className="flex items-center justify-between gap-2">
            <h3 className="font-semibold">{t(`safety:protocolTitle.${p.id}`)}</h3>
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold uppercase ${badge[p.severity]}`}>
              {t(`safety:severity.${p.severity}`)}
            </span>
          </div>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
            {Array.from({ length: p.steps }, (_, i) => (
              <li key={i}>{t(`safety:protocolStep.${p.id}${i + 1}`)}</li>
            ))}
          </ol>
        </li>
      ))}
    </ul>
  );
}
