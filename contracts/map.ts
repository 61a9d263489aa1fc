import { z } from 'zod';
import { editedListRowSchema } from './common.js';
import { clientIdField, requiredText } from './fields.js';
import { LOCATION_LIMITS } from './map-rules.js';

export const mapIcons = ['Home', 'Mountain', 'Tent', 'Car', 'Navigation', 'MapPin'] as const;
export type MapIcon = (typeof mapIcons)[number];

/** GET /map/locations item (SPEC §3 Map location); `position` is its place in the list (new ones go last). */
export const mapLocationSchema = editedListRowSchema.extend({ name: z.string(), icon: z.enum(mapIcons), position: z.number().int() });
export type MapLocation = z.infer<typeof mapLocationSchema>;

/** POST /map/locations and PUT /map/locations/{id} (SPEC §5 Map location: name and description required). */
export const mapLocationInputSchema = z.object({
  id: clientIdField,
  name: requiredText('Name', LOCATION_LIMITS.name),
  description: requiredText('Description', LOCATION_LIMITS.description),
  icon: z.enum(mapIcons, 'Icon must be one of Home, Mountain, Tent, Car, Navigation or MapPin.').default('MapPin'),
});
