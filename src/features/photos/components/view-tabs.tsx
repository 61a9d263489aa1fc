import { useTranslation } from '../../../i18n';

export type PhotosView = 'all' | 'day' | 'event';
const views: PhotosView[] = ['all', 'day', 'event'];

/** All photos, By day or By event. */
export function ViewTabs({ value, onChange }: { value: PhotosView; onChange: (view: PhotosView) => void }) {
  const { t } = useTranslation('photos');
  return (
    <div role="group" aria-label={t('photos:viewLabel')} className="mx-4 flex rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
      {views.map((v) => (
        <button
          key={v}
          type="button"
          aria-pressed={value === v}
          onClick={() => onChange(v)}
          className={`flex-1 rounded-md px-3 py-1 text-sm ${value === v ? 'bg-white shadow dark:bg-slate-900' : ''}`}
        >
          {t(`photos:view.${v}`)}
        </button>
      ))}
    </div>
  );
}
