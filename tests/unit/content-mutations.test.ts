// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { Rule } from '../../contracts/rules';
import type { MapLocation } from '../../contracts/map';
import { mutate } from '../../src/db/mutate';
import { db } from '../../src/db/schema';
import { drainOutbox } from '../../src/outbox/drain';
import { batchAware, fakeFetch, resetDb } from './support/outbox-fixtures';

const quiet: Rule = {
  id: 'r1',
  title: 'Quiet Hours',
  description: '10 PM to 7 AM',
  category: 'General',
  importance: 'high',
  lastUpdated: '2025-09-01T00:00:00.000Z',
  updatedBy: 'Camp Organizers',
};
const dock: MapLocation = { id: 'l1', name: 'Boat Dock', description: 'Canoes', icon: 'MapPin', position: 0 };
const fields = { title: 'Sunscreen', description: 'Every two hours', category: 'Health' as const, importance: 'medium' as const };
const NEW_ID = '0b7f1f2e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

beforeEach(async () => {
  await resetDb();
  await db.rules.put(quiet);
  await db.mapLocations.put(dock);
});

describe('rule changes made offline (DECISIONS "Organizer content offline")', () => {
  it('queues a new rule and its later edit in order, under one entity, shown at once', async () => {
    await mutate('rules.create', { id: NEW_ID, fields, updatedBy: 'Olive Oak', at: '2025-09-05T10:00:00.000Z' });
    await mutate('rules.update', {
      id: NEW_ID,
      fields: { ...fields, importance: 'high' },
      updatedBy: 'Olive Oak',
      at: '2025-09-05T10:01:00.000Z',
    });
    expect(await db.rules.get(NEW_ID)).toMatchObject({ importance: 'high', updatedBy: 'Olive Oak', _pending: true });
    const rows = await db.outbox.orderBy('seq').toArray();
    expect(rows.map((r) => [r.method, r.path, r.entity])).toEqual([
      ['POST', '/rules', `rule:${NEW_ID}`],
      ['PUT', `/rules/${NEW_ID}`, `rule:${NEW_ID}`],
    ]);
    expect(rows[0]?.body).toEqual({ id: NEW_ID, ...fields });
  });

  it('sends nothing when an edit is changed back before it was sent', async () => {
    const original = { title: quiet.title, description: quiet.description, category: quiet.category, importance: quiet.importance };
    await mutate('rules.update', {
      id: 'r1',
      fields: { ...original, title: 'Quiet Time' },
      updatedBy: 'Olive Oak',
      at: '2025-09-05T10:00:00.000Z',
    });
    await mutate('rules.update', { id: 'r1', fields: original, updatedBy: 'Olive Oak', at: '2025-09-05T10:01:00.000Z' });
    expect(await db.outbox.count()).toBe(0);
  });

  it("stores the server's rule once it accepts, and takes a refused one back off the phone", async () => {
    await mutate('rules.create', { id: NEW_ID, fields, updatedBy: 'Olive Oak', at: '2025-09-05T10:00:00.000Z' });
    await mutate('rules.delete', { id: 'r1' });
    expect(await db.rules.get('r1')).toBeUndefined();
    const stored: Rule = { id: NEW_ID, ...fields, lastUpdated: '2025-09-05T10:00:03.000Z', updatedBy: 'Olive Oak' };
    fakeFetch(
      batchAware((req) =>
        req.method === 'POST'
          ? { status: 201, body: stored }
          : { status: 403, body: { error: 'Only organizers and administrators can do that.' } },
      ),
    );
    await drainOutbox();
    expect(await db.rules.get(NEW_ID)).toEqual(stored);
    expect(await db.rules.get('r1')).toEqual(quiet);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('map location changes made offline', () => {
  it('adds a location at the end of the list and queues it with its own id', async () => {
    await mutate('map.create', { id: NEW_ID, fields: { name: 'Archery Range', description: 'Behind the meadow', icon: 'Tent' } });
    expect(await db.mapLocations.get(NEW_ID)).toMatchObject({ position: 1, _pending: true });
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({
      method: 'POST',
      path: '/map/locations',
      body: { id: NEW_ID, name: 'Archery Range', description: 'Behind the meadow', icon: 'Tent' },
    });
  });

  it('puts an edited location back when the server refuses the edit', async () => {
    await mutate('map.update', { id: 'l1', fields: { name: 'Dock', description: 'Canoes and kayaks', icon: 'Navigation' } });
    expect((await db.mapLocations.get('l1'))?.name).toBe('Dock');
    fakeFetch(() => ({ status: 403, body: { error: 'Only administrators can do that.' } }));
    await drainOutbox();
    expect(await db.mapLocations.get('l1')).toEqual(dock);
  });
});
