import { useState, type FormEvent } from 'react';
import { mapIcons, type MapLocation } from '../../../../contracts/rules';
import { Modal } from '../../../components/modal';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';
import { canSaveLocation, emptyLocationForm, formFromLocation, type MapLocationForm } from '../../../lib/validation/map-location';
import { mapIconComponents } from '../map-icons';

interface Props {
  location?: MapLocation;
  onSave: (form: MapLocationForm) => Promise<void>;
  onClose: () => void;
}

/** Add or edit a key location; Save stays disabled until the name and description are filled (SPEC §5). */
export function LocationFormModal({ location, onSave, onClose }: Props) {
  const { t } = useTranslation('map');
  const [form, setForm] = useState<MapLocationForm>(() => (location ? formFromLocation(location) : emptyLocationForm()));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent): Promise<void> {
    e.preventDefault();
    if (!canSaveLocation(form)) return;
    setSaving(true);
    try {
      await onSave(form);
      onClose();
    } catch {
      setError(t('map:saveFailed'));
      setSaving(false);
    }
  }

  return (
    <Modal title={location ? t('map:editLocation') : t('map:addLocation')} onClose={onClose}>
      <form className="space-y-3" onSubmit={(e) => void submit(e)}>
        {error ? <p className={ui.error} role="alert">{error}</p> : null}
        <label className="block">
          <span className={ui.label}>{t('map:fieldName')}</span>
          <input className={ui.input} value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} maxLength={120} required />
        </label>
        <label className="block">
          <span className={ui.label}>{t('map:fieldDescription')}</span>
          <textarea className={ui.input} rows={3} value={form.description} onChange={(e) => setForm({ ...form, description: e.target.value })} maxLength={2000} required />
        </label>
        <fieldset>
          <legend className={ui.label}>{t('map:fieldIcon')}</legend>
          <div className="flex flex-wrap gap-2">
            {mapIcons.map((icon) => {
              const Icon = mapIconComponents[icon];
              return (
                <button key={icon} type="button" aria-pressed={form.icon === icon} aria-label={t(`map:icon.${icon}`)} onClick={() => setForm({ ...form, icon })} className={`rounded-lg border p-2 ${form.icon === icon ? 'border-emerald-600 bg-emerald-50 dark:bg-emerald-950' : 'border-slate-300 dark:border-slate-700'}`}>
                  <Icon className="h-5 w-5" aria-hidden />
                </button>
              );
            })}
          </div>
        </fieldset>
        <div className="flex justify-end gap-2 pt-2">
          <button type="button" className={ui.buttonSecondary} onClick={onClose}>{t('map:cancel')}</button>
          <button type="submit" className={ui.button} disabled={!canSaveLocation(form) || saving}>{location ? t('map:saveChanges') : t('map:addLocation')}</button>
        </div>
      </form>
    </Modal>
  );
}
