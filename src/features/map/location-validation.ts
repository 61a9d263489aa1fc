import type { MapIcon, MapLocation } from '../../../contracts/map';

/** The add/edit location form of the Camp Map's editing mode. */
export interface MapLocationForm {
  name: string;
  description: string;
  icon: MapIcon;
}

export const emptyLocationForm = (): MapLocationForm => ({ name: '', description: '', icon: 'MapPin' });

export const formFromLocation = (l: MapLocation): MapLocationForm => ({ name: l.name, description: l.description, icon: l.icon });

/** SPEC §5 Map location: name and description required (save stays disabled until then). */
export const canSaveLocation = (form: MapLocationForm): boolean => form.name.trim().length > 0 && form.description.trim().length > 0;

export const toLocationFields = (form: MapLocationForm): MapLocationForm => ({
  ...form,
  name: form.name.trim(),
  description: form.description.trim(),
});
