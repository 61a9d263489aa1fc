/** Camp Map locations, edited by admins (SPEC §6): a list edited offline (edited-list.ts) under 'map-location:<id>'. */
import { outboxRequest } from '../../../contracts/commands';
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
    routes: {
      create: (id, fields) => outboxRequest('map.location.create', { body: { id, ...fields } }),
      update: (id, fields) => outboxRequest('map.location.update', { id, body: fields }),
      delete: (id) => outboxRequest('map.location.delete', { id }),
    },
    labels: {
      create: 'outbox:label.addLocation',
      update: 'outbox:label.editLocation',
      delete: 'outbox:label.deleteLocation',
      deleteUnnamed: 'outbox:label.deleteUnnamedLocation',
    },
    named: ({ name }) => ({ name }),
    // A new location goes last in the list until the server answers with its place.
    async shown(_args: object, before) {
      if (before) return {};
      return { position: (await db.mapLocations.toArray()).reduce((max, l) => Math.max(max, l.position), -1) + 1 };
    },
    parse: (answer) => mapLocationSchema.parse(answer),
  }),
);
