import type { MapIcon, MapLocation } from '../../../contracts/map';
import type { ItemDialog } from '../../components/item-form-dialog';

/** The add/edit location form of the Camp Map's editing mode. */
export interface MapLocationForm {
  name: string;
  description: string;
  icon: MapIcon;
}

export const emptyLocationForm = (): MapLocationForm => ({ name: '', description: '', icon: 'MapPin' });

const formFromLocation = (l: MapLocation): MapLocationForm => ({ name: l.name, description: l.description, icon: l.icon });

/** SPEC §5 Map location: name and description required (save stays disabled until then). */
export const canSaveLocation = (form: MapLocationForm): boolean => form.name.trim().length > 0 && form.description.trim().length > 0;

/** The Add and Edit dialog of a key location. */
export const locationDialog: ItemDialog<MapLocation, MapLocationForm> = {
  edit: { title: 'map:editLocation', submit: 'map:saveChanges', form: formFromLocation },
  create: { title: 'map:addLocation', submit: 'map:addLocation', form: emptyLocationForm },
  ready: canSaveLocation,
  failed: 'map:saveFailed',
};

export const toLocationFields = (form: MapLocationForm): MapLocationForm => ({
  ...form,
  name: form.name.trim(),
  description: form.description.trim(),
});
