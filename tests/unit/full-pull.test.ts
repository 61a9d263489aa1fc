// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { PullResponse } from '../../contracts/replication';
import type { Rule } from '../../contracts/rules';
import { getMeta, setMeta } from '../../src/db/meta-repo';
import { mutate } from '../../src/db/mutate';
import { REPLICATION_KEY, replicatedTableNames, type ReplicationState } from '../../src/db/replica-store';
import { db } from '../../src/db/schema';
import { replicate } from '../../src/replication/replicate';
import { fakeFetch, resetDb } from './support/outbox-fixtures';

beforeEach(() => resetDb());

const rule = (id: string): Rule => ({
  id,
  title: `Rule ${id}`,
  description: 'Drill.',
  category: 'General',
  importance: 'medium',
  lastUpdated: '2025-09-01T00:00:00.000Z',
  updatedBy: 'Camp office',
});
const item = (id: number, name: string) => ({ id, item_name: name, category: 'Gear', is_checked: false, is_essential: false });

describe('a full pull answering a cursor the server could not vouch for (its database was restored)', () => {
  it('leaves the phone with exactly the server rows, every table, and keeps what the camper has queued', async () => {
    await setMeta(REPLICATION_KEY, { cursor: '200.10.ab', tables: replicatedTableNames(), at: 1 } satisfies ReplicationState);
    await db.rules.bulkPut([rule('kept'), rule('lost')]);
    await db.mapLocations.put({ id: 'lake', name: 'Lake', description: 'Swimming.', icon: 'Tent', position: 1 });
    await mutate('packing.tick', { id: 1, checked: true });
    const restored: PullResponse = {
      cursor: '300.5.cd',
      full: true,
      // The restored database never had the rule 'lost' nor the map location: it lists neither.
      tables: {
        rules: { items: [rule('kept'), rule('new')], deleted: [] },
        packing: { items: [item(1, 'Server'), item(2, 'Two')], deleted: [] },
      },
    };
    const calls = fakeFetch(() => ({ status: 200, body: restored }));

    expect(await replicate()).toBe('updated');
    expect(calls.map((c) => c.path)).toEqual(['/pull?cursor=200.10.ab']);
    expect((await db.rules.toArray()).map((r) => r.id).sort()).toEqual(['kept', 'new']);
    expect(await db.mapLocations.count()).toBe(0);
    expect((await db.packing.toArray()).map((p) => p.id)).toEqual([1, 2]);
    // The queued tick still shows and is still sent: the full pull held it back, as any pull does.
    expect(await db.packing.get(1)).toMatchObject({ is_checked: true, item_name: 'Item 1' });
    expect((await db.outbox.toArray()).map((r) => r.kind)).toEqual(['packing.tick']);
    expect((await getMeta<ReplicationState>(REPLICATION_KEY))?.cursor).toBe('300.5.cd');
  });
});
