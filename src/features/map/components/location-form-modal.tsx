import { useState, type FormEvent } from 'react';
import { mapIcons, type MapLocation } from '../../../../contracts/rules';
import { Modal } from '../../../components/modal';
import { ui } from '../../../components/ui';
import { canSaveLocation, emptyLocationForm, formFromLocation, type MapLocationForm } from '../../../lib/validation/map-location';
import { mapIconComponents } from '../map-icons';

interface Props {
  location?: MapLocation;
  onSave: (form: MapLocationForm) => Promise<void>;
  onClose: () => void;
}

/** Add or edit a key location; Save stays disabled until the name and description are filled (SPEC §5). */
export function LocationFormModal({ location, onSave, onClose }: Props) {
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
      setError('The location could not be saved on this phone. Please try again.');
      setSaving(false);
    }
  }

  return (
    <Modal title={location ? 'Edit Location' : 'Add Location'} onClose={onClose}>
      <form className="space-y-3" onSubmit={(e) => void submit(e)}>
        {error ? <p className={ui.error} role="alert">{error}</p> : null}
        <label className="block">
          <span className={ui.label}>Name</span>
          <input className={ui.input} value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} maxLength={120} required />
        </label>
        <label className="block">
          <span className={ui.label}>Description</span>
          <textarea className={ui.input} rows={3} value={form.description} onChange={(e) => setForm({ ...form, description: e.target.value })} maxLength={2000} required />
        </label>
        <fieldset>
          <legend className={ui.label}>Icon</legend>
          <div className="flex flex-wrap gap-2">
            {mapIcons.map((icon) => {
              const Icon = mapIconComponents[icon];
              return (
                <button key={icon} type="button" aria-pressed={form.icon === icon} aria-label={icon} onClick={() => setForm({ ...form, icon })} className={`rounded-lg border p-2 ${form.icon === icon ? 'border-emerald-600 bg-emerald-50 dark:bg-emerald-950' : 'border-slate-300 dark:border-slate-700'}`}>
                  <Icon className="h-5 w-5" aria-hidden />
                </button>
              );
            })}
          </div>
        </fieldset>
        <div className="flex justify-end gap-2 pt-2">
          <button type="button" className={ui.buttonSecondary} onClick={onClose}>Cancel</button>
          <button type="submit" className={ui.button} disabled={!canSaveLocation(form) || saving}>{location ? 'Save Changes' : 'Add Location'}</button>
        </div>
      </form>
    </Modal>
  );
}
