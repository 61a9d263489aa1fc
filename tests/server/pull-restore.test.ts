import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PullResponse } from '../../contracts/replication.js';
import { buildApp } from '../../server/app.js';
import type { Database } from '../../server/db/client.js';
import { rules } from '../../server/db/schema/index.js';
import { backUp } from '../support/database-backup.js';
import { bearer, createServerWithRoles, sampleCampClock, type TestServer, type TestUser } from '../support/test-server.js';

/**
 * The restore drill: the camp's database is backed up, a rule is written and a phone pulls it, the
 * backup is restored and another rule written. The phone's cursor names a moment the restored
 * database never lived: it gets a full pull, which leaves it with exactly the server's rules.
 */
let server: TestServer;
let organizer: TestUser;
let camper: TestUser;

beforeAll(async () => {
  ({ server, organizer, camper } = await createServerWithRoles({ now: sampleCampClock() }));
});
afterAll(async () => server.close());

async function pull(on: TestServer, cursor?: string): Promise<PullResponse> {
  const res = await on.app.inject({ method: 'GET', url: `/api/pull${cursor ? `?cursor=${cursor}` : ''}`, headers: bearer(camper) });
  expect(res.statusCode).toBe(200);
  return res.json<PullResponse>();
}

async function addRule(on: TestServer, title: string): Promise<string> {
  const res = await on.app.inject({
    method: 'POST',
    url: '/api/rules',
    headers: bearer(organizer),
    payload: { title, description: 'Drill.' },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string }>().id;
}

const ruleIds = (body: PullResponse) => (body.tables.rules?.items ?? []).map((r) => (r as { id: string }).id);

/** The same server started again on the restored database. */
async function restartedOn(database: Database): Promise<TestServer> {
  const app = await buildApp({ config: server.config, database, now: sampleCampClock(), logger: false });
  await app.ready();
  const close = async () => {
    await app.close();
    await database.close();
  };
  return { ...server, app, database, close };
}

describe('a phone after the camp database is restored from a backup', () => {
  it('gets a full pull and ends with exactly the server rules: the lost rule gone, the new one there', async () => {
    const { cursor: start } = await pull(server);
    const restore = await backUp(server.database);

    const lost = await addRule(server, 'Lost with the restore');
    const phone = await pull(server, start);
    expect(phone.full).toBe(false);
    expect(ruleIds(phone)).toEqual([lost]);

    const after = await restartedOn(await restore());
    try {
      const kept = await addRule(after, 'Written after the restore');
      const answer = await pull(after, phone.cursor);
      expect(answer.full).toBe(true);
      const serverRules = await after.database.db.select({ id: rules.id }).from(rules);
      expect(ruleIds(answer).sort()).toEqual(serverRules.map((r) => r.id).sort());
      expect(ruleIds(answer)).toContain(kept);
      expect(ruleIds(answer)).not.toContain(lost);
    } finally {
      await after.close();
    }
  });
});
