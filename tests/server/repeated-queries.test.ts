import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client.js';
import { openTestDatabase } from '../support/test-database.js';

/** PGlite keeps each query as a prepared statement (server/db/pglite-statements.ts): answers, errors and schema changes behave as on PostgreSQL. */
describe('queries run again and again', () => {
  let database: Database;
  const rows = async (query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> => {
    const result: unknown = await database.db.execute(query);
    return (result as { rows: Record<string, unknown>[] }).rows;
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.execute(sql`create table kept_probe (id int primary key, label text, at timestamptz, tags jsonb)`);
  });
  afterAll(async () => database?.close());

  it('answers the same query again with its parameters typed as the column', async () => {
    const at = new Date('2026-07-04T10:00:00.000Z');
    for (let id = 1; id <= 3; id += 1)
      await database.db.execute(
        sql`insert into kept_probe (id, label, at, tags) values (${id}, ${`row ${id}`}, ${at}, ${JSON.stringify({ id })})`,
      );
    const read = (id: number) => rows(sql`select id, label, at = ${at} as same_time, tags from kept_probe where id = ${id}`);
    expect(await read(2)).toEqual([{ id: 2, label: 'row 2', same_time: true, tags: { id: 2 } }]);
    expect(await read(3)).toEqual([{ id: 3, label: 'row 3', same_time: true, tags: { id: 3 } }]);
  });

  it('reports a refused write with its code, and the next query runs', async () => {
    const insert = () => database.db.execute(sql`insert into kept_probe (id, label) values (${1}, ${'again'})`);
    await expect(insert()).rejects.toMatchObject({ cause: { code: '23505' } });
    await expect(insert()).rejects.toMatchObject({ cause: { code: '23505' } });
    expect(await rows(sql`select count(*)::int as n from kept_probe`)).toEqual([{ n: 3 }]);
  });

  it('rolls a failed transaction back and stays usable', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`update kept_probe set label = ${'changed'} where id = ${1}`);
        await tx.execute(sql`insert into kept_probe (id) values (${2})`);
      }),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
    expect(await rows(sql`select label from kept_probe where id = ${1}`)).toEqual([{ label: 'row 1' }]);
  });

  it('sees a column added after a query was kept', async () => {
    const all = () => rows(sql`select * from kept_probe where id = ${1}`);
    expect(Object.keys((await all())[0] ?? {})).not.toContain('extra');
    await database.db.execute(sql`alter table kept_probe add column extra text default 'new'`);
    expect((await all())[0]).toMatchObject({ id: 1, extra: 'new' });
  });

  it('runs more distinct queries than it keeps', async () => {
    for (let i = 0; i < 1100; i += 1) {
      const [row] = await rows(sql.raw(`select ${i} as n`));
      expect(row).toEqual({ n: i });
    }
    expect(await rows(sql`select label from kept_probe where id = ${3}`)).toEqual([{ label: 'row 3' }]);
  });
});
