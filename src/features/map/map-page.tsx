import { useState } from 'react';
import { Check, Pencil, Plus } from 'lucide-react';
import type { MapLocation } from '../../../contracts/map';
import { useConfirmDelete } from '../../components/confirm-delete';
import { PageHeader } from '../../components/page-header';
import { ui } from '../../components/ui';
import { useActiveCamp } from '../../db/camps/use-camps';
import { useMapLocations } from '../../db/map/use-map';
import { useTranslation } from '../../i18n';
import { CampMapImage } from './components/camp-map-image';
import { GettingHere } from './components/getting-here';
import { LocationFormModal } from './components/location-form-modal';
import { LocationList } from './components/location-list';
import { useLocationActions } from './hooks/use-location-actions';

/** Camp Map (SPEC §2.3): the map image, key locations and Getting Here, all from the phone. Admins edit locations. */
export function MapPage() {
  const { t } = useTranslation('map');
  const camp = useActiveCamp();
  const locations = useMapLocations();
  const { isAdmin, save, remove } = useLocationActions();
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState<MapLocation | 'new' | null>(null);
  const deleting = useConfirmDelete(remove, (location: MapLocation) => ({
    title: t('map:deleteTitle'),
    message: t('map:deleteMessage', { name: location.name }),
    confirmLabel: t('map:delete'),
  }));
  const editMode = isAdmin && editing;

  return (
    <div className="space-y-4 pb-6">
      <PageHeader
        title={t('map:title')}
        subtitle={camp?.location ?? t('map:subtitle')}
        actions={
          isAdmin ? (
            <button type="button" className={editMode ? ui.button : ui.buttonSecondary} onClick={() => setEditing(!editMode)}>
              {editMode ? (
                <>
                  <Check className="h-4 w-4" aria-hidden /> {t('map:done')}
                </>
              ) : (
                <>
                  <Pencil className="h-4 w-4" aria-hidden /> {t('map:editLocations')}
                </>
              )}
            </button>
          ) : null
        }
      />
      <CampMapImage campName={camp?.location} />
      <div className="flex items-center justify-between px-4">
        <h2 className="font-semibold">{t('map:keyLocations')}</h2>
        {editMode ? (
          <button type="button" className={ui.buttonSecondary} onClick={() => setForm('new')}>
            <Plus className="h-4 w-4" aria-hidden /> {t('map:addLocation')}
          </button>
        ) : null}
      </div>
      {locations === undefined ? <p className="px-4 text-sm text-slate-500">{t('map:loading')}</p> : null}
      {locations?.length === 0 ? <p className="px-4 text-sm text-slate-500 dark:text-slate-400">{t('map:noneYet')}</p> : null}
      <LocationList locations={locations ?? []} editing={editMode} onEdit={setForm} onDelete={deleting.ask} />
      <GettingHere camp={camp} />
      {form ? (
        <LocationFormModal
          location={form === 'new' ? undefined : form}
          onSave={(f) => save(f, form === 'new' ? undefined : form)}
          onClose={() => setForm(null)}
        />
      ) : null}
      {deleting.dialog}
    </div>
  );
}
