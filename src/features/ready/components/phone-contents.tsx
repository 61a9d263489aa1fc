import { Calendar, Camera, Luggage, Map, MessageCircle, Newspaper, ScrollText, type LucideIcon } from 'lucide-react';
import { TitledSection } from '../../../components/titled-section';
import type { PhoneContents as Contents } from '../../../db/ready/use-phone-contents';
import { formatNumber, useTranslation } from '../../../i18n';

interface Row {
  key: 'events' | 'posts' | 'photos' | 'messages' | 'packing' | 'rules' | 'map';
  icon: LucideIcon;
  value: string;
}

/** What is on the phone, area by area, with counts: photos as "N of M" kept for offline. */
export function PhoneContents({ contents, cachedPhotos }: { contents: Contents | undefined; cachedPhotos: number | undefined }) {
  const { t } = useTranslation('ready');
  if (!contents) return <p className="px-4 text-sm text-slate-500">{t('ready:loading')}</p>;
  const n = (value: number) => formatNumber(value);
  const rows: Row[] = [
    { key: 'events', icon: Calendar, value: n(contents.events) },
    { key: 'posts', icon: Newspaper, value: n(contents.posts) },
    { key: 'photos', icon: Camera, value: t('ready:photosOf', { cached: n(cachedPhotos ?? 0), total: n(contents.photoUrls.length) }) },
    { key: 'messages', icon: MessageCircle, value: n(contents.messages) },
    { key: 'packing', icon: Luggage, value: n(contents.packing) },
    { key: 'rules', icon: ScrollText, value: n(contents.rules) },
    { key: 'map', icon: Map, value: n(contents.mapLocations) },
  ];
  return (
    <TitledSection title={t('ready:onPhone')}>
      <dl className="mt-2 divide-y divide-slate-100 dark:divide-slate-800">
        {rows.map(({ key, icon: Icon, value }) => (
          <div key={key} className="flex items-center gap-3 py-2 text-sm" data-testid={`contents-${key}`}>
            <Icon className="h-4 w-4 text-emerald-700 dark:text-emerald-400" aria-hidden />
            <dt className="flex-1">{t(`ready:area.${key}`)}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </TitledSection>
  );
}
