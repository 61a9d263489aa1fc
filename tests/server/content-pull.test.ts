import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Camp } from '../../contracts/camps.js';
import type { PullResponse } from '../../contracts/replication.js';
import type { Rule } from '../../contracts/rules.js';
import type { MapLocation } from '../../contracts/map.js';
import type { Team } from '../../contracts/teams.js';
import { bearer, createServerWithRoles, injectAs, type TestServer, type TestUser } from '../support/test-server.js';

let server: TestServer;
let admin: TestUser;
let organizer: TestUser;
let camper: TestUser;
beforeAll(async () => ({ server, admin, organizer, camper } = await createServerWithRoles()));
afterAll(async () => server.close());

const as = injectAs(() => server);

async function pull(who: TestUser, cursor?: string): Promise<PullResponse> {
  const res = await server.app.inject({ method: 'GET', url: `/api/pull${cursor ? `?cursor=${cursor}` : ''}`, headers: bearer(who) });
  expect(res.statusCode).toBe(200);
  return res.json<PullResponse>();
}

/** Pulls from `cursor` until `found` sees what it waits for (the cursor lags a few seconds on purpose). */
async function pullUntil(who: TestUser, cursor: string, found: (body: PullResponse) => boolean): Promise<PullResponse> {
  for (let i = 0; i < 100; i += 1) {
    const body = await pull(who, cursor);
    if (found(body)) return body;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the change never came through the stream');
}

describe('camp content in the replication stream', () => {
  it('brings a camper the 8 rules, the 6 locations and the camps at first, and no team yet', async () => {
    const body = await pull(camper);
    expect(body.tables.rules?.items).toHaveLength(8);
    expect(body.tables.mapLocations?.items).toHaveLength(6);
    expect((body.tables.camps?.items as Camp[]).map((c) => c.name)).toContain('Camp Weekend 2025');
    expect(body.tables.teams?.items).toEqual([]);
  });

  it('sends a new rule, an edited location, a new camp and the deletions since the cursor', async () => {
    const start = await pull(camper);
    const rule = (await as('POST', '/rules', organizer, { title: 'Sunscreen', description: 'Every two hours.' })).json<Rule>();
    const location = (start.tables.mapLocations?.items as MapLocation[])[0];
    await as('PUT', `/map/locations/${location?.id}`, admin, { name: 'Welcome Hut', description: 'Check in here.', icon: 'Navigation' });
    const camp = (
      await as('POST', '/admin/camps', admin, {
        name: 'Camp 2026',
        location: 'Pines',
        address: '1 Road',
        start_date: '2026-09-04T12:00:00Z',
        end_date: '2026-09-06T12:00:00Z',
      })
    ).json<Camp>();
    const changed = await pullUntil(
      camper,
      start.cursor,
      (b) => (b.tables.camps?.items as Camp[] | undefined)?.some((c) => c.id === camp.id) ?? false,
    );
    expect((changed.tables.rules?.items as Rule[]).map((r) => r.title)).toContain('Sunscreen');
    expect((changed.tables.mapLocations?.items as MapLocation[]).find((l) => l.id === location?.id)?.name).toBe('Welcome Hut');

    await as('DELETE', `/rules/${rule.id}`, organizer);
    await as('DELETE', `/admin/camps/${camp.id}`, admin);
    const gone = await pullUntil(camper, changed.cursor, (b) => (b.tables.camps?.deleted ?? []).includes(camp.id));
    expect(gone.tables.rules?.deleted).toContain(rule.id);
  });

  it('gives a camper only their own team, once auto-link finds them, and tells them when it is deleted', async () => {
    const me = await server.user('camper', { firstName: 'Élodie', lastName: 'Durand' });
    const start = await pull(me);
    const mine = (
      await as('POST', '/admin/teams', admin, { name: 'Purple Owls', color: 'purple', year: 2025, members: ['elodie durand', 'Max Moss'] })
    ).json<Team>();
    await as('POST', '/admin/teams', admin, { name: 'Other Team', color: 'red', year: 2025, members: ['Someone Else'] });
    expect((await as('POST', `/admin/teams/${mine.id}/auto-link`, admin)).json<{ linked_count: number }>().linked_count).toBe(1);
    const linked = await pullUntil(me, start.cursor, (b) => (b.tables.teams?.items.length ?? 0) > 0);
    expect((linked.tables.teams?.items as Team[]).map((t) => [t.name, t.color])).toEqual([['Purple Owls', 'purple']]);
    expect((await pull(me)).tables.teams?.items).toHaveLength(1);
    expect((await pull(camper)).tables.teams?.items).toEqual([]);

    await as('DELETE', `/admin/teams/${mine.id}`, admin);
    await pullUntil(me, linked.cursor, (b) => (b.tables.teams?.deleted ?? []).includes(mine.id));
  });
});
