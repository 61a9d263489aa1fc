import { mapIcons, type MapLocation } from '../../../../contracts/map';
import { LOCATION_LIMITS } from '../../../../contracts/map-rules';
import { Field } from '../../../components/form-fields';
import { ItemFormDialog } from '../../../components/item-form-dialog';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';
import { locationDialog, type MapLocationForm } from '../location-validation';
import { mapIconComponents } from '../map-icons';

interface Props {
  location?: MapLocation;
  onSave: (form: MapLocationForm) => Promise<void>;
  onClose: () => void;
}

/** Add or edit a key location; Save stays disabled until the name and description are filled (SPEC §5). */
export function LocationFormModal({ location, onSave, onClose }: Props) {
  const { t } = useTranslation('map');
  return (
    <ItemFormDialog item={location} dialog={locationDialog} save={onSave} onClose={onClose}>
      {(form, change, field) => (
        <>
          <Field label={t('map:fieldName')} {...field('name')} maxLength={LOCATION_LIMITS.name} required />
          <Field label={t('map:fieldDescription')} {...field('description')} maxLength={LOCATION_LIMITS.description} rows={3} required />
          <fieldset>
            <legend className={ui.label}>{t('map:fieldIcon')}</legend>
            <div className="flex flex-wrap gap-2">
              {mapIcons.map((icon) => {
                const Icon = mapIconComponents[icon];
                return (
                  <button
                    key={icon}
                    type="button"
                    aria-pressed={form.icon === icon}
                    aria-label={t(`map:icon.${icon}`)}
                    onClick={() => change({ icon })}
                    className={`rounded-lg border p-2 ${form.icon === icon ? 'border-emerald-600 bg-emerald-50 dark:bg-emerald-950' : 'border-slate-300 dark:border-slate-700'}`}
                  >
                    <Icon className="h-5 w-5" aria-hidden />
                  </button>
                );
              })}
            </div>
          </fieldset>
        </>
      )}
    </ItemFormDialog>
  );
}
