import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AutoLinkResult, Team } from '../../contracts/teams.js';
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
const teamBody = (fields: Record<string, unknown> = {}) => ({
  name: 'Red Foxes',
  color: 'red',
  year: 2025,
  members: ['Ana', 'Ben'],
  ...fields,
});
const create = async (fields: Record<string, unknown> = {}) => {
  const res = await as('POST', '/admin/teams', admin, teamBody(fields));
  expect(res.statusCode).toBe(201);
  return res.json<Team>();
};

describe('POST /api/admin/teams', () => {
  it('creates a team in each of the six colours, members in the order entered, empty names dropped', async () => {
    for (const color of ['red', 'orange', 'yellow', 'blue', 'green', 'purple']) {
      const team = await create({ name: `Team ${color}`, color, members: ['  Zoe  Park ', '', '   ', 'Al Smith'] });
      expect(team).toMatchObject({ name: `Team ${color}`, color, year: 2025 });
      expect(team.members.map((m) => [m.name, m.is_linked])).toEqual([
        ['Zoe Park', false],
        ['Al Smith', false],
      ]);
    }
    expect((await create({ members: undefined })).members).toEqual([]);
  });

  it('refuses organizers and campers (403) and visitors (401)', async () => {
    for (const who of [organizer, camper]) {
      const res = await as('POST', '/admin/teams', who, teamBody());
      expect(res.statusCode).toBe(403);
      expect(errorOf(res)).toBe(ADMINS_ONLY);
    }
    expect((await visitor('POST', '/admin/teams', teamBody())).statusCode).toBe(401);
  });

  it('says what is wrong with a name, a colour, a year or the members', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'Invalid request. name: Team name is required.'],
      [{ name: undefined }, 'Invalid request. name: Team name is required.'],
      [{ color: 'pink' }, 'Invalid request. color: Color must be red, orange, yellow, blue, green or purple.'],
      [{ year: 'soon' }, 'Invalid request. year: Year must be a number.'],
      [{ members: 'Ana, Ben' }, 'Invalid request. members: Members must be a list of names.'],
      [{ members: [42] }, 'Invalid request. members.0: Each member must be a name.'],
    ];
    for (const [fields, message] of cases) {
      const res = await as('POST', '/admin/teams', admin, teamBody(fields));
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toBe(message);
    }
  });
});

describe('GET /api/admin/teams?year=', () => {
  it('lists the teams of one year as { teams }, and all years without it', async () => {
    const t24 = await create({ name: 'Old Owls', year: 2024, color: 'blue' });
    const t26 = await create({ name: 'New Newts', year: 2026, color: 'green' });
    const res = await as('GET', '/admin/teams?year=2024', admin);
    expect(res.statusCode).toBe(200);
    const { teams } = res.json<{ teams: Team[] }>();
    expect(teams.map((t) => t.id)).toContain(t24.id);
    expect(teams.every((t) => t.year === 2024)).toBe(true);
    const all = (await as('GET', '/admin/teams', admin)).json<{ teams: Team[] }>().teams.map((t) => t.id);
    expect(all).toEqual(expect.arrayContaining([t24.id, t26.id]));
    const bad = await as('GET', '/admin/teams?year=last', admin);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toBe('Invalid request. year: Year must be a number.');
  });

  it('refuses organizers, campers and visitors', async () => {
    for (const who of [organizer, camper]) expect((await as('GET', '/admin/teams?year=2025', who)).statusCode).toBe(403);
    expect((await visitor('GET', '/admin/teams?year=2025')).statusCode).toBe(401);
  });
});

describe('DELETE /api/admin/teams/{id}', () => {
  it('refuses others, then an admin deletes the team', async () => {
    const team = await create();
    for (const who of [organizer, camper]) expect((await as('DELETE', `/admin/teams/${team.id}`, who)).statusCode).toBe(403);
    expect((await visitor('DELETE', `/admin/teams/${team.id}`)).statusCode).toBe(401);
    expect((await as('DELETE', `/admin/teams/${team.id}`, admin)).json()).toEqual({ success: true });
    expect((await as('GET', '/admin/teams', admin)).json<{ teams: Team[] }>().teams.map((t) => t.id)).not.toContain(team.id);
    const again = await as('DELETE', `/admin/teams/${team.id}`, admin);
    expect(again.statusCode).toBe(404);
    expect(errorOf(again)).toBe('This team no longer exists.');
  });
});

describe('POST /api/admin/teams/{id}/auto-link', () => {
  it('links members to campers by name, ignoring case, accents and spaces, and reports linked_count', async () => {
    await server.user('camper', { firstName: 'José', lastName: 'Núñez' });
    await server.user('camper', { firstName: 'zoë', lastName: 'ÅNGSTRÖM' });
    await server.user('organizer', { firstName: 'Chloé', lastName: 'Martin' });
    const team = await create({ name: 'Linkers', members: ['jose nunez', 'ZOE  Angstrom', 'Chloe Martin', 'Nobody Here'] });
    const res = await as('POST', `/admin/teams/${team.id}/auto-link`, admin);
    expect(res.statusCode).toBe(200);
    const result = res.json<AutoLinkResult>();
    expect(result.linked_count).toBe(3);
    expect(result.matched).toEqual(['jose nunez', 'ZOE Angstrom', 'Chloe Martin']);
    expect(result.team.members.map((m) => m.is_linked)).toEqual([true, true, true, false]);
    const again = (await as('POST', `/admin/teams/${team.id}/auto-link`, admin)).json<AutoLinkResult>();
    expect(again.linked_count).toBe(0);
    const listed = (await as('GET', '/admin/teams?year=2025', admin)).json<{ teams: Team[] }>().teams.find((t) => t.id === team.id);
    expect(listed?.members.filter((m) => m.is_linked)).toHaveLength(3);
  });

  it('leaves a name two accounts share unlinked, and ignores accounts not yet approved', async () => {
    await server.user('camper', { firstName: 'Sam', lastName: 'Lee' });
    await server.user('camper', { firstName: 'SAM', lastName: 'LEE' });
    await server.user('camper', { firstName: 'Pat', lastName: 'Waiting', status: 'pending' });
    const team = await create({ members: ['Sam Lee', 'Pat Waiting'] });
    const result = (await as('POST', `/admin/teams/${team.id}/auto-link`, admin)).json<AutoLinkResult>();
    expect(result.linked_count).toBe(0);
    expect(result.team.members.every((m) => !m.is_linked)).toBe(true);
  });

  it('refuses others and a team that is gone', async () => {
    const team = await create();
    for (const who of [organizer, camper]) {
      const res = await as('POST', `/admin/teams/${team.id}/auto-link`, who);
      expect(res.statusCode).toBe(403);
      expect(errorOf(res)).toBe(ADMINS_ONLY);
    }
    expect((await visitor('POST', `/admin/teams/${team.id}/auto-link`)).statusCode).toBe(401);
    const gone = await as('POST', '/admin/teams/00000000-0000-4000-8000-000000000000/auto-link', admin);
    expect(gone.statusCode).toBe(404);
    expect(errorOf(gone)).toBe('This team no longer exists.');
  });
});
