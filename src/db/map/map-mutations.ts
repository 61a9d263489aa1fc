/** Camp Map locations, edited by admins (SPEC §6): a list edited offline (edited-list.ts) under 'map-location:<id>'. */
import { editedListRequests } from '../../../contracts/commands';
import { mapLocationSchema, type MapLocation } from '../../../contracts/map';
import { db } from '../schema';
import { defineArea } from '../mutations/area-names';
import { editedList } from '../mutations/edited-list';

export const mapMutations = defineArea(
  'map',
  editedList({
    table: db.mapLocations,
    entity: 'map-location',
    fieldsOf: ({ name, description, icon }: MapLocation) => ({ name, description, icon }),
    routes: editedListRequests('map.location'),
    labelNoun: 'Location',
    named: ({ name }) => ({ name }),
    // A new location goes last in the list until the server answers with its place.
    async shown(_args: object, before) {
      if (before) return {};
      return { position: (await db.mapLocations.toArray()).reduce((max, l) => Math.max(max, l.position), -1) + 1 };
    },
    parse: (answer) => mapLocationSchema.parse(answer),
  }),
);
