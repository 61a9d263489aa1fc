import { beforeEach, describe, expect, it } from 'vitest';
import { mutate } from '../../../src/db/mutate';
import { db } from '../../../src/db/schema';
import { drainOutbox } from '../../../src/outbox/drain';
import { lakeReflection, seedCamp, setOnline } from '../support/camp-seed';
import { batchAware, fakeFetch } from '../support/outbox-fixtures';

const at = '2026-09-07T10:00:00.000Z';
const camp = { name: 'Camp Weekend 2026', year: 2026 };
const write = (id: string, high: string) =>
  mutate('reflections.save', { id, campId: 'camp26', camp, high, low: 'Rain', glitter: 'Stars', isPublic: false, at });

beforeEach(async () => {
  await seedCamp();
  setOnline(false);
});

describe("a camp's reflection is one slot with a desired state", () => {
  it('written, rewritten and deleted offline, it sends the last state only', async () => {
    await write('n1', 'Canoe');
    await write('n1', 'Archery');
    expect((await db.outbox.toArray()).map((r) => [r.method, r.path, (r.body as { high?: string } | undefined)?.high])).toEqual([
      ['POST', '/reflections', 'Archery'],
    ]);
    await mutate('reflections.delete', { id: 'n1' });
    expect((await db.outbox.toArray()).map((r) => [r.method, r.path])).toEqual([['DELETE', '/reflections/n1']]);
    expect(await db.reflections.get('n1')).toBeUndefined();
    setOnline(true);
    // The server never had it: its 404 counts as done.
    const calls = fakeFetch(batchAware(() => ({ status: 404, body: { error: 'Reflection not found.' } })));
    expect(await drainOutbox()).toMatchObject({ waiting: 0 });
    expect(calls).toHaveLength(1);
  });

  it("takes the server's id when another phone wrote the camp's reflection first", async () => {
    await write('n2', 'Talent show');
    setOnline(true);
    fakeFetch(() => ({ status: 200, body: { ...lakeReflection, id: 'from-other-phone', camp_id: 'camp26', camp, high: 'Talent show' } }));
    await drainOutbox();
    expect((await db.reflections.toArray()).map((r) => r.id).sort()).toEqual(['from-other-phone', 'r1']);
  });
});
