/**
 * Camp Map locations, edited by admins (SPEC §6), through the outbox like rules: shown at once, sent
 * under 'map-location:<id>' in order, created once thanks to the id made on the phone.
 */
import { mapLocationSchema, type MapIcon } from '../../../contracts/map';
import { db } from '../schema';
import { answerIsLatest } from './content-settle';
import type { MutationDef } from './types';

const locationEntity = (id: string) => `map-location:${id}`;

export interface LocationFields {
  name: string;
  description: string;
  icon: MapIcon;
}

export interface SaveLocationArgs {
  id: string;
  fields: LocationFields;
}

const create: MutationDef<SaveLocationArgs> = {
  async plan({ id, fields }) {
    return {
      entity: locationEntity(id),
      request: { method: 'POST', path: '/map/locations', body: { id, ...fields } },
      coalesce: 'append',
      label: { key: 'outbox:label.addLocation', values: { name: fields.name } },
    };
  },
  async apply({ id, fields }) {
    const last = (await db.mapLocations.toArray()).reduce((max, l) => Math.max(max, l.position), -1);
    await db.mapLocations.put({ id, ...fields, position: last + 1, _pending: true });
    return [{ table: 'mapLocations', key: id }];
  },
  async settle(answer, _args, row) {
    if (await answerIsLatest(row)) await db.mapLocations.put(mapLocationSchema.parse(answer));
  },
};

const update: MutationDef<SaveLocationArgs> = {
  async plan({ id, fields }) {
    const current = await db.mapLocations.get(id);
    if (!current) return null;
    const { name, description, icon } = current;
    return {
      entity: locationEntity(id),
      request: { method: 'PUT', path: `/map/locations/${id}`, body: fields },
      coalesce: 'set',
      baseline: { name, description, icon },
      label: { key: 'outbox:label.editLocation', values: { name: fields.name } },
    };
  },
  async apply({ id, fields }) {
    const before = await db.mapLocations.get(id);
    if (!before) return [];
    await db.mapLocations.put({ ...before, ...fields, _pending: true });
    return [{ table: 'mapLocations', key: id, value: before }];
  },
  async settle(answer, _args, row) {
    if (await answerIsLatest(row)) await db.mapLocations.put(mapLocationSchema.parse(answer));
  },
};

export interface DeleteLocationArgs {
  id: string;
}

const remove: MutationDef<DeleteLocationArgs> = {
  async plan({ id }) {
    const current = await db.mapLocations.get(id);
    return {
      entity: locationEntity(id),
      request: { method: 'DELETE', path: `/map/locations/${id}` },
      coalesce: 'append',
      label: current
        ? { key: 'outbox:label.deleteLocation', values: { name: current.name } }
        : { key: 'outbox:label.deleteUnnamedLocation' },
    };
  },
  async apply({ id }) {
    const before = await db.mapLocations.get(id);
    await db.mapLocations.delete(id);
    return before ? [{ table: 'mapLocations', key: id, value: before }] : [];
  },
  async settle(_answer, { id }) {
    await db.mapLocations.delete(id);
  },
};

export const mapMutations = { 'map.create': create, 'map.update': update, 'map.delete': remove };
