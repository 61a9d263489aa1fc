import { useState } from 'react';
import { Check, Pencil, Plus } from 'lucide-react';
import type { MapLocation } from '../../../contracts/rules';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { ui } from '../../components/ui';
import { useActiveCamp } from '../../db/hooks/use-camps';
import { useMapLocations } from '../../db/hooks/use-map-locations';
import { CampMapImage } from './components/camp-map-image';
import { GettingHere } from './components/getting-here';
import { LocationFormModal } from './components/location-form-modal';
import { LocationList } from './components/location-list';
import { useLocationActions } from './hooks/use-location-actions';

/** Camp Map (SPEC §2.3): the map image, key locations and Getting Here, all from the phone. Admins edit locations. */
export function MapPage() {
  const camp = useActiveCamp();
  const locations = useMapLocations();
  const { isAdmin, save, remove } = useLocationActions();
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState<MapLocation | 'new' | null>(null);
  const [deleting, setDeleting] = useState<MapLocation | null>(null);
  const editMode = isAdmin && editing;

  return (
    <div className="space-y-4 pb-6">
      <PageHeader
        title="Camp Map"
        subtitle={camp?.location ?? 'Find your way around camp'}
        actions={
          isAdmin ? (
            <button type="button" className={editMode ? ui.button : ui.buttonSecondary} onClick={() => setEditing(!editMode)}>
              {editMode ? <><Check className="h-4 w-4" aria-hidden /> Done</> : <><Pencil className="h-4 w-4" aria-hidden /> Edit Locations</>}
            </button>
          ) : null
        }
      />
      <CampMapImage campName={camp?.location} />
      <div className="flex items-center justify-between px-4">
        <h2 className="font-semibold">Key Locations</h2>
        {editMode ? <button type="button" className={ui.buttonSecondary} onClick={() => setForm('new')}><Plus className="h-4 w-4" aria-hidden /> Add Location</button> : null}
      </div>
      {locations === undefined ? <p className="px-4 text-sm text-slate-500">Loading locations...</p> : null}
      {locations?.length === 0 ? <p className="px-4 text-sm text-slate-500 dark:text-slate-400">No locations on this phone yet. They arrive the next time it has signal.</p> : null}
      <LocationList locations={locations ?? []} editing={editMode} onEdit={setForm} onDelete={setDeleting} />
      <GettingHere camp={camp} />
      {form ? <LocationFormModal location={form === 'new' ? undefined : form} onSave={(f) => save(f, form === 'new' ? undefined : form)} onClose={() => setForm(null)} /> : null}
      {deleting ? (
        <ConfirmDialog
          title="Delete Location"
          message={`Are you sure you want to delete '${deleting.name}' from the map?`}
          confirmLabel="Delete"
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            void remove(deleting);
            setDeleting(null);
          }}
        />
      ) : null}
    </div>
  );
}
