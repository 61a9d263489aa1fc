import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { oneQueryAtATime } from '../../../server/db/one-query-at-a-time.js';
import { takeOverlaps } from '../../support/pg-overlap-guard.js';

// PostgreSQL only: the PGlite suite has no node-postgres connection.
describe('one query at a time on each PostgreSQL connection', () => {
  let client: pg.Client;
  beforeEach(async () => {
    client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
  });
  afterEach(() => client.end());

  it('the suites catch a query sent while the connection is still running another', async () => {
    await Promise.all([client.query('select pg_sleep(0.05)'), client.query('select 1')]);
    expect(takeOverlaps()).toEqual(['select 1']);
  });

  it('the server sends reads started together one after another, each with its own answer or error', async () => {
    oneQueryAtATime(client);
    const viaCallback = new Promise((resolve, reject) =>
      client.query('select 3 as n', [], (err, res) => (err ? reject(err) : resolve(res.rows))),
    );
    const answers = await Promise.allSettled([
      client.query('select pg_sleep(0.05), 1 as n'),
      client.query('select 1/0'),
      client.query('select $1::int as n', [2]),
      viaCallback,
    ]);
    expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(answers[2]?.status === 'fulfilled' && answers[2].value.rows).toEqual([{ n: 2 }]);
    expect(answers[3]?.status === 'fulfilled' && answers[3].value).toEqual([{ n: 3 }]);
    expect(takeOverlaps()).toEqual([]);
  });
});
