import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MapLocation } from '../../contracts/map.js';
import { sampleLocationId } from '../../server/db/seed/map-locations.js';
import { errorOf, injectAnonymous } from '../support/role-calls.js';
import { createServerWithRoles, injectAs, type TestServer, type TestUser } from '../support/test-server.js';

let server: TestServer;
let admin: TestUser;
let organizer: TestUser;
let camper: TestUser;
beforeAll(async () => ({ server, admin, organizer, camper } = await createServerWithRoles()));
afterAll(async () => server.close());

const as = injectAs(() => server);
const visitor = injectAnonymous(() => server);
const ADMINS_ONLY = 'Only administrators can do that.';
const place = (fields: Record<string, unknown> = {}) => ({
  name: 'Archery Range',
  description: 'Behind the meadow.',
  icon: 'MapPin',
  ...fields,
});
const list = async (who: TestUser) => (await as('GET', '/map/locations', who)).json<MapLocation[]>();

describe('GET /api/map/locations', () => {
  it('gives every signed-in role the 6 sample locations, in order, with their icons', async () => {
    for (const who of [camper, organizer, admin]) {
      const res = await as('GET', '/map/locations', who);
      expect(res.statusCode).toBe(200);
      const locations = res.json<MapLocation[]>();
      expect(locations.slice(0, 6).map((l) => l.id)).toEqual([0, 1, 2, 3, 4, 5].map(sampleLocationId));
      expect(new Set(locations.slice(0, 6).map((l) => l.icon))).toEqual(
        new Set(['Home', 'Mountain', 'Tent', 'Car', 'Navigation', 'MapPin']),
      );
      for (const l of locations) expect(Object.keys(l).sort()).toEqual(['description', 'icon', 'id', 'name', 'position']);
    }
  });

  it('refuses a visitor', async () => {
    expect((await visitor('GET', '/map/locations')).statusCode).toBe(401);
  });
});

describe('map location writes: admins only (SPEC §6)', () => {
  it('lets an admin add, edit and delete a location; a new one is listed last', async () => {
    const created = await as('POST', '/map/locations', admin, place({ icon: 'Tent' }));
    expect(created.statusCode).toBe(201);
    const loc = created.json<MapLocation>();
    expect(loc).toMatchObject({ name: 'Archery Range', icon: 'Tent' });
    expect((await list(camper)).at(-1)?.id).toBe(loc.id);
    expect(loc.position).toBeGreaterThan(5);
    const edited = await as('PUT', `/map/locations/${loc.id}`, admin, place({ name: 'Archery Field', icon: 'Navigation' }));
    expect(edited.json<MapLocation>()).toMatchObject({ id: loc.id, name: 'Archery Field', icon: 'Navigation' });
    expect((await as('DELETE', `/map/locations/${loc.id}`, admin)).json()).toEqual({ success: true });
    expect((await list(camper)).map((l) => l.id)).not.toContain(loc.id);
    const gone = await as('PUT', `/map/locations/${loc.id}`, admin, place());
    expect(gone.statusCode).toBe(404);
    expect(errorOf(gone)).toBe('This location no longer exists.');
  });

  it('refuses organizers and campers with 403, and visitors with 401, on every write', async () => {
    const target = sampleLocationId(0);
    for (const who of [organizer, camper]) {
      for (const res of [
        await as('POST', '/map/locations', who, place()),
        await as('PUT', `/map/locations/${target}`, who, place()),
        await as('DELETE', `/map/locations/${target}`, who),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(errorOf(res)).toBe(ADMINS_ONLY);
      }
    }
    for (const res of [
      await visitor('POST', '/map/locations', place()),
      await visitor('PUT', `/map/locations/${target}`, place()),
      await visitor('DELETE', `/map/locations/${target}`),
    ]) {
      expect(res.statusCode).toBe(401);
    }
    expect((await list(camper)).find((l) => l.id === target)?.name).toBe('Welcome Center');
  });

  it('requires a name and a description (SPEC §5), and one of the six icons', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'Invalid request. name: Name is required.'],
      [{ name: '  ' }, 'Invalid request. name: Name is required.'],
      [{ description: '' }, 'Invalid request. description: Description is required.'],
      [{ description: undefined }, 'Invalid request. description: Description is required.'],
      [{ icon: 'Castle' }, 'Invalid request. icon: Icon must be one of Home, Mountain, Tent, Car, Navigation or MapPin.'],
    ];
    for (const [fields, message] of cases) {
      for (const res of [
        await as('POST', '/map/locations', admin, place(fields)),
        await as('PUT', `/map/locations/${sampleLocationId(1)}`, admin, place(fields)),
      ]) {
        expect(res.statusCode).toBe(400);
        expect(errorOf(res)).toBe(message);
      }
    }
  });

  it('creates a location sent twice with the same id once', async () => {
    const id = randomUUID();
    expect((await as('POST', '/map/locations', admin, place({ id }))).statusCode).toBe(201);
    expect((await as('POST', '/map/locations', admin, place({ id }))).statusCode).toBe(200);
    expect((await list(camper)).filter((l) => l.id === id)).toHaveLength(1);
  });
});
