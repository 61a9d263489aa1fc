// @vitest-environment node
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { isMutationName } from '../../src/db/mutations';
import { CampDb, db, kindsBeforeAreaNames, type OutboxRow, type OutcomeRow } from '../../src/db/schema';

const name = 'camp-weekend-before-area-names';
/** The stores as version 4 had them (version 5 changed no store, only what the rows say). */
const stores = Object.fromEntries(db.tables.map((t) => [t.name, [t.schema.primKey.src, ...t.schema.indexes.map((i) => i.src)].join(', ')]));

const queued = (id: string, kind: string | undefined): OutboxRow => ({
  id,
  seq: Number(id.slice(1)),
  entity: `post:${id}`,
  method: 'POST',
  path: `/posts/${id}/like`,
  body: { liked: true },
  coalesce: 'set',
  undo: [],
  ...(kind === undefined ? {} : { kind }),
  args: { postId: id, liked: true },
  label: 'Like a post',
  state: 'pending',
  attempts: 0,
  nextAttemptAt: 0,
  createdAt: '2025-09-05T10:00:00.000Z',
});

afterEach(() => Dexie.delete(name));

describe('queued changes made before the kinds took their areas’ names', () => {
  it('are renamed when the phone opens the new schema, so their answers still reach their settle steps', async () => {
    const before = new Dexie(name);
    before.version(4).stores(stores);
    await before
      .table('outbox')
      .bulkAdd([
        queued('r1', 'post.like'),
        queued('r2', 'event.rsvp'),
        queued('r3', 'message.send'),
        queued('r4', 'packing.tick'),
        queued('r5', undefined),
      ]);
    const refused: OutcomeRow = {
      rowId: 'r0',
      kind: 'notification.readAll',
      state: 'refused',
      reason: 'No.',
      at: '2025-09-05T10:00:00.000Z',
    };
    await before.table('outcomes').add(refused);
    before.close();

    const after = new CampDb(name);
    const rows = await after.outbox.orderBy('seq').toArray();
    expect(rows.map((r) => r.kind)).toEqual(['feed.like', 'events.rsvp', 'chat.send', 'packing.tick', undefined]);
    expect(rows[0]).toEqual(queued('r1', 'feed.like'));
    expect((await after.outcomes.get('r0'))?.kind).toBe('notifications.readAll');
    after.close();
  });

  it('names every old kind after a kind of the registry', () => {
    for (const renamed of Object.values(kindsBeforeAreaNames)) expect([renamed, isMutationName(renamed)]).toEqual([renamed, true]);
  });
});
