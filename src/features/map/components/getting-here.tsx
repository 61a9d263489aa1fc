import { ExternalLink, MapPinned, Phone } from 'lucide-react';
import type { Camp } from '../../../../contracts/camps';
import { TitledSection } from '../../../components/titled-section';
import { ui } from '../../../components/ui';
import { formatDateRange, useTranslation } from '../../../i18n';

/** A maps link to the camp's address: opens the phone's maps app (or maps in the browser). */
const mapsLinkFor = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** Getting Here (SPEC §2.3 Camp Map): where the active camp is and how to get there. */
export function GettingHere({ camp }: { camp: Camp | null | undefined }) {
  const { t } = useTranslation('map');
  return (
    <TitledSection title={t('map:gettingHere')} icon={MapPinned}>
      {camp ? (
        <div className="mt-2 space-y-1 text-sm">
          <p className="font-medium">{camp.location}</p>
          <p>{camp.address}</p>
          <p className="text-slate-500 dark:text-slate-400">
            {camp.name} · {formatDateRange(camp.start_date, camp.end_date, 'day', { timeZone: 'UTC' })}
          </p>
          <p className="pt-1 text-slate-600 dark:text-slate-300">{t('map:directions')}</p>
          {camp.contact_info.phone ? (
            <a
              className="inline-flex items-center gap-1 text-emerald-700 hover:underline dark:text-emerald-400"
              href={`tel:${camp.contact_info.phone.replace(/[^\d+]/g, '')}`}
            >
              <Phone className="h-4 w-4" aria-hidden /> {t('map:lostCall', { phone: camp.contact_info.phone })}
            </a>
          ) : null}
          <div className="pt-2">
            <a className={ui.button} href={mapsLinkFor(camp.address)} target="_blank" rel="noopener noreferrer">
              <ExternalLink className="h-4 w-4" aria-hidden /> {t('map:openInMaps')}
            </a>
          </div>
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{camp === undefined ? t('map:loadingCamp') : t('map:campNotYet')}</p>
      )}
    </TitledSection>
  );
}
