import { ChoiceGroup } from '../../../components/choice-group';
import { useTranslation } from '../../../i18n';

export type PhotosView = 'all' | 'day' | 'event';
const views: PhotosView[] = ['all', 'day', 'event'];

/** All photos, By day or By event. */
export function ViewTabs({ value, onChange }: { value: PhotosView; onChange: (view: PhotosView) => void }) {
  const { t } = useTranslation('photos');
  return (
    <ChoiceGroup label={t('photos:viewLabel')} options={views} value={value} onChange={onChange} look="segments" className="mx-4">
      {(v) => t(`photos:view.${v}`)}
    </ChoiceGroup>
  );
}
