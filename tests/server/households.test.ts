import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Household } from '../../contracts/households.js';
import type { PullResponse } from '../../contracts/replication.js';
import { errorOf, injectAnonymous } from '../support/role-calls.js';
import { bearer, createServerWithRoles, injectAs, type TestServer, type TestUser } from '../support/test-server.js';

let server: TestServer;
let admin: TestUser;
let organizer: TestUser;
let camper: TestUser;
beforeAll(async () => ({ server, admin, organizer, camper } = await createServerWithRoles()));
afterAll(async () => server.close());

const as = injectAs(() => server);
const visitor = injectAnonymous(() => server);
const NOBODY = '00000000-0000-4000-8000-000000000000';

async function create(body: Record<string, unknown>): Promise<Household> {
  const res = await as('POST', '/admin/households', admin, body);
  expect(res.statusCode).toBe(201);
  return res.json<Household>();
}

const person = (firstName: string, lastName: string, role: TestUser['role'] = 'camper') => server.user(role, { firstName, lastName });

async function pull(who: TestUser, cursor?: string): Promise<PullResponse> {
  const res = await server.app.inject({ method: 'GET', url: `/api/pull${cursor ? `?cursor=${cursor}` : ''}`, headers: bearer(who) });
  expect(res.statusCode).toBe(200);
  return res.json<PullResponse>();
}

/** Pulls from `cursor` until `found` sees what it waits for (the cursor lags a few seconds on purpose). */
async function pullUntil(who: TestUser, cursor: string, found: (body: PullResponse) => boolean): Promise<PullResponse> {
  for (let i = 0; i < 150; i += 1) {
    const body = await pull(who, cursor);
    if (found(body)) return body;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the change never came through the stream');
}

const pulledHouseholds = (body: PullResponse) => (body.tables.households?.items ?? []) as Household[];
const pulledGone = (body: PullResponse) => body.tables.households?.deleted ?? [];

describe('POST /api/admin/households', () => {
  it('creates a household with its members by name and its children (201)', async () => {
    const ana = await person('Ana', 'Lopez');
    const luis = await person('Luis', 'Lopez');
    const made = await create({ name: '  The Lopez Family ', member_ids: [luis.id, ana.id], children: 3 });
    expect(made).toMatchObject({ name: 'The Lopez Family', children: 3 });
    expect(made.members).toEqual([
      { id: ana.id, name: 'Ana Lopez' },
      { id: luis.id, name: 'Luis Lopez' },
    ]);
    const bare = await create({ name: 'Just a name' });
    expect(bare).toMatchObject({ children: 0, members: [] });
  });

  it('refuses organizers and campers (403) and visitors (401)', async () => {
    for (const who of [organizer, camper]) {
      const res = await as('POST', '/admin/households', who, { name: 'Sneaky' });
      expect(res.statusCode).toBe(403);
      expect(errorOf(res)).toBe('Only administrators can do that.');
    }
    expect((await visitor('POST', '/admin/households', { name: 'Sneaky' })).statusCode).toBe(401);
  });

  it('says what is wrong with a name, the children or the members', async () => {
    const someone = await person('Sam', 'Twice');
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'Invalid request. name: Household name is required.'],
      [{ name: '   ' }, 'Invalid request. name: Household name is required.'],
      [{}, 'Invalid request. name: Household name is required.'],
      [{ name: 'x'.repeat(101) }, 'Invalid request. name: Household name must be at most 100 characters.'],
      [{ name: 'N', children: -1 }, 'Invalid request. children: Children cannot be negative.'],
      [{ name: 'N', children: 21 }, 'Invalid request. children: A household brings at most 20 children.'],
      [{ name: 'N', children: 1.5 }, 'Invalid request. children: Children must be a whole number.'],
      [{ name: 'N', children: 'two' }, 'Invalid request. children: Children must be a number.'],
      [{ name: 'N', member_ids: 'everyone' }, 'Invalid request. member_ids: Members must be a list of account ids.'],
      [{ name: 'N', member_ids: ['ana'] }, 'Invalid request. member_ids.0: Each member must be an account id.'],
      [{ name: 'N', member_ids: [someone.id, someone.id] }, 'Invalid request. member_ids: A person is listed twice.'],
    ];
    for (const [body, message] of cases) {
      const res = await as('POST', '/admin/households', admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res)).toBe(message);
    }
    expect((await as('POST', '/admin/households', admin, { name: 'Twenty', children: 20 })).statusCode).toBe(201);
  });

  it('refuses an unknown member, or one not approved, with a sentence (400) and keeps nothing', async () => {
    const waiting = await server.user('camper', { status: 'pending' });
    for (const id of [NOBODY, waiting.id]) {
      const res = await as('POST', '/admin/households', admin, { name: 'Ghosts', member_ids: [id] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Every member must be an approved camp account.', code: 'household_member_unknown' });
    }
    const names = (await as('GET', '/households', admin)).json<{ households: Household[] }>().households.map((h) => h.name);
    expect(names).not.toContain('Ghosts');
  });

  it('refuses a person who already belongs to another household (409, naming them and it)', async () => {
    const kim = await person('Kim', 'Park');
    const first = await create({ name: 'The Parks', member_ids: [kim.id] });
    const res = await as('POST', '/admin/households', admin, { name: 'Second Home', member_ids: [kim.id] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'Kim Park already belongs to the household "The Parks".',
      code: 'household_member_taken',
      details: { user_id: kim.id, name: 'Kim Park', household: 'The Parks' },
    });
    const other = await create({ name: 'Another' });
    const moved = await as('PUT', `/admin/households/${other.id}`, admin, { member_ids: [kim.id] });
    expect(moved.statusCode).toBe(409);
    expect(errorOf(moved)).toBe('Kim Park already belongs to the household "The Parks".');
    expect((await as('GET', '/households/mine', kim)).json<Household>().id).toBe(first.id);
  });
});

describe('GET /api/households and /api/households/mine', () => {
  it('lists every household with members and children for admins and organizers, never for campers', async () => {
    const jo = await person('Jo', 'Reed');
    const made = await create({ name: 'Reeds', member_ids: [jo.id], children: 2 });
    for (const who of [admin, organizer]) {
      const res = await as('GET', '/households', who);
      expect(res.statusCode).toBe(200);
      expect(res.json<{ households: Household[] }>().households.find((h) => h.id === made.id)).toEqual({
        id: made.id,
        name: 'Reeds',
        children: 2,
        members: [{ id: jo.id, name: 'Jo Reed' }],
      });
    }
    const refused = await as('GET', '/households', camper);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toBe('Only organizers and administrators can do that.');
    expect((await visitor('GET', '/households')).statusCode).toBe(401);
  });

  it('gives anyone signed in their own household, and null when they have none', async () => {
    const lee = await person('Lee', 'Moss', 'organizer');
    const made = await create({ name: 'Moss', member_ids: [lee.id], children: 1 });
    const mine = await as('GET', '/households/mine', lee);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ id: made.id, name: 'Moss', children: 1, members: [{ id: lee.id, name: 'Lee Moss' }] });
    const alone = await as('GET', '/households/mine', await person('Solo', 'Camper'));
    expect(alone.statusCode).toBe(200);
    expect(alone.json()).toBeNull();
    expect((await visitor('GET', '/households/mine')).statusCode).toBe(401);
  });
});

describe('PUT and DELETE /api/admin/households/{id}', () => {
  it('renames, sets the children, adds and removes members; what is left out stays', async () => {
    const [a, b, c] = [await person('Ari', 'Stone'), await person('Bo', 'Stone'), await person('Cy', 'Stone')];
    const made = await create({ name: 'Stones', member_ids: [a.id, b.id], children: 1 });
    const renamed = await as('PUT', `/admin/households/${made.id}`, admin, { name: 'The Stones' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<Household>()).toMatchObject({ name: 'The Stones', children: 1, members: [{ id: a.id }, { id: b.id }] });
    const changed = (await as('PUT', `/admin/households/${made.id}`, admin, { member_ids: [b.id, c.id], children: 4 })).json<Household>();
    expect(changed).toMatchObject({ name: 'The Stones', children: 4 });
    expect(changed.members.map((m) => m.name)).toEqual(['Bo Stone', 'Cy Stone']);
    expect((await as('GET', '/households/mine', a)).json()).toBeNull();
    const emptied = (await as('PUT', `/admin/households/${made.id}`, admin, { member_ids: [] })).json<Household>();
    expect(emptied.members).toEqual([]);
    // Someone taken out may join another household at once.
    expect((await create({ name: 'Elsewhere', member_ids: [a.id] })).members.map((m) => m.id)).toEqual([a.id]);
  });

  it('validates an update as it validates a creation', async () => {
    const made = await create({ name: 'Checked' });
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'Invalid request. name: Household name is required.'],
      [{ children: -2 }, 'Invalid request. children: Children cannot be negative.'],
      [{ children: 99 }, 'Invalid request. children: A household brings at most 20 children.'],
    ];
    for (const [body, message] of cases) {
      const res = await as('PUT', `/admin/households/${made.id}`, admin, body);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toBe(message);
    }
    const unknown = await as('PUT', `/admin/households/${made.id}`, admin, { member_ids: [NOBODY] });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown)).toBe('Every member must be an approved camp account.');
  });

  it('refuses others, answers 404 for a household that is gone, and deletes', async () => {
    const made = await create({ name: 'Short Lived' });
    for (const who of [organizer, camper]) {
      expect((await as('PUT', `/admin/households/${made.id}`, who, { name: 'Mine' })).statusCode).toBe(403);
      expect((await as('DELETE', `/admin/households/${made.id}`, who)).statusCode).toBe(403);
    }
    expect((await visitor('DELETE', `/admin/households/${made.id}`)).statusCode).toBe(401);
    expect((await as('DELETE', `/admin/households/${made.id}`, admin)).json()).toEqual({ success: true });
    for (const [method, url] of [
      ['DELETE', `/admin/households/${made.id}`],
      ['PUT', `/admin/households/${made.id}`],
      ['PUT', '/admin/households/not-an-id'],
    ] as const) {
      const res = await as(method, url, admin, method === 'PUT' ? { name: 'Back' } : undefined);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'This household no longer exists.', code: 'household_gone' });
    }
  });
});

describe('households in the replication stream', () => {
  it('gives a camper only their own household with member names; admins and organizers every one', async () => {
    const [me, sis] = [await person('Mia', 'Fox'), await person('Sol', 'Fox')];
    const mine = await create({ name: 'Foxes', member_ids: [me.id, sis.id], children: 2 });
    const other = await create({ name: 'Not Mine', member_ids: [(await person('Oz', 'Else')).id] });
    expect(pulledHouseholds(await pull(me))).toEqual([
      {
        id: mine.id,
        name: 'Foxes',
        children: 2,
        members: [
          { id: me.id, name: 'Mia Fox' },
          { id: sis.id, name: 'Sol Fox' },
        ],
      },
    ]);
    for (const who of [admin, organizer]) {
      const ids = pulledHouseholds(await pull(who)).map((h) => h.id);
      expect(ids).toEqual(expect.arrayContaining([mine.id, other.id]));
    }
    expect(pulledHouseholds(await pull(camper))).toEqual([]);
  });

  it('brings a change of members, children or a member name to the phone, then the removal and the deletion', async () => {
    const [me, dad, kid] = [await person('Noa', 'Hill'), await person('Dan', 'Hill'), await person('Kai', 'Hill')];
    const household = await create({ name: 'Hills', member_ids: [me.id, dad.id, kid.id] });
    const start = await pull(me);
    const dadStart = await pull(dad);
    expect(pulledHouseholds(start).map((h) => h.id)).toEqual([household.id]);

    await as('PUT', `/admin/households/${household.id}`, admin, { member_ids: [me.id, dad.id], children: 1 });
    const changed = await pullUntil(me, start.cursor, (b) => pulledHouseholds(b).some((h) => h.children === 1));
    expect(pulledHouseholds(changed)[0]?.members.map((m) => m.name)).toEqual(['Dan Hill', 'Noa Hill']);
    // Taken out: the household goes from Kai's phone, and stays on the others'.
    await pullUntil(kid, start.cursor, (b) => pulledGone(b).includes(household.id));
    expect(pulledGone(await pull(dad, dadStart.cursor))).not.toContain(household.id);

    expect((await as('PUT', '/users/me', dad, { first_name: 'Daniel' })).statusCode).toBe(200);
    const renamed = await pullUntil(
      me,
      changed.cursor,
      (b) => pulledHouseholds(b)[0]?.members.some((m) => m.name === 'Daniel Hill') ?? false,
    );

    await as('DELETE', `/admin/households/${household.id}`, admin);
    await pullUntil(me, renamed.cursor, (b) => pulledGone(b).includes(household.id));
    await pullUntil(admin, start.cursor, (b) => pulledGone(b).includes(household.id));
  });

  it('brings the household again without a member whose account an admin deleted, or who asked to be deleted', async () => {
    const [me, gone, leaving] = [await person('Rae', 'Vale'), await person('Gus', 'Vale'), await person('Lia', 'Vale')];
    const household = await create({ name: 'Vales', member_ids: [me.id, gone.id, leaving.id] });
    const start = await pull(me);
    expect((await as('DELETE', `/admin/users/${gone.id}`, admin)).statusCode).toBe(200);
    const names = (b: PullResponse) =>
      pulledHouseholds(b)[0]
        ?.members.map((m) => m.name)
        .join();
    const afterDelete = await pullUntil(me, start.cursor, (b) => names(b) === 'Lia Vale,Rae Vale');
    expect((await as('DELETE', '/users/me', leaving)).statusCode).toBe(200);
    await pullUntil(me, afterDelete.cursor, (b) => names(b) === 'Rae Vale');
    expect(
      (await as('GET', '/households', admin)).json<{ households: Household[] }>().households.find((h) => h.id === household.id)?.members,
    ).toEqual([{ id: me.id, name: 'Rae Vale' }]);
  });

  it('an unchanged household is not sent again', async () => {
    const me = await person('Ivy', 'Still');
    await create({ name: 'Still', member_ids: [me.id] });
    const first = await pull(me);
    expect(pulledHouseholds(first)).toHaveLength(1);
    const settled = await pullUntil(me, first.cursor, (b) => pulledHouseholds(b).length === 0);
    expect(settled.tables.households).toBeUndefined();
  });
});

describe("a household's answers follow its members through the stream", () => {
  it('a member who joins sees the RSVP and the claim of the household, and stops seeing them on leaving', async () => {
    const ana = await person('Ana', 'Reyes');
    const ben = await person('Ben', 'Reyes');
    const event_time = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
    const event = (
      await as('POST', '/admin/events', admin, { title: 'Lake Swim', event_time, capacity: 10, event_type: 'activity' })
    ).json<{ id: string }>();
    const sheet = (await as('POST', '/admin/signups', admin, { title: 'Potluck', slots: [{ label: 'Salad', capacity: 2 }] })).json<{
      id: string;
      slots: { id: string }[];
    }>();
    expect((await as('POST', `/events/${event.id}/register`, ana)).statusCode).toBe(200);
    expect((await as('POST', `/signups/${sheet.id}/slots/${sheet.slots[0]?.id}/claim`, ana, { claimed: true })).statusCode).toBe(200);

    const before = await pull(ben);
    const benEvent = (body: PullResponse) =>
      (body.tables.events?.items ?? []).find((e) => (e as { id: string }).id === event.id) as { is_user_registered: boolean } | undefined;
    const benSheet = (body: PullResponse) =>
      (body.tables.signups?.items ?? []).find((s) => (s as { id: string }).id === sheet.id) as { slots: { mine: boolean }[] } | undefined;
    expect(benEvent(before)?.is_user_registered).toBe(false);

    const home = await create({ name: 'The Reyes', member_ids: [ana.id, ben.id] });
    const joined = await pullUntil(
      ben,
      before.cursor,
      (body) => benEvent(body)?.is_user_registered === true && benSheet(body)?.slots[0]?.mine === true,
    );
    expect(benSheet(joined)?.slots[0]?.mine).toBe(true);

    expect((await as('PUT', `/admin/households/${home.id}`, admin, { member_ids: [ana.id] })).statusCode).toBe(200);
    await pullUntil(ben, joined.cursor, (body) => benEvent(body)?.is_user_registered === false && benSheet(body)?.slots[0]?.mine === false);
  });
});
