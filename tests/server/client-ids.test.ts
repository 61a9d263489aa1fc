import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../support/role-calls.js';
import { createServerWithRoles, injectAs, type TestServer, type TestUser } from '../support/test-server.js';

let server: TestServer;
let admin: TestUser;
let camper: TestUser;
beforeAll(async () => ({ server, admin, camper } = await createServerWithRoles()));
afterAll(async () => server.close());

const as = injectAs(() => server);
const soon = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

interface Command {
  path: string;
  body: () => Record<string, unknown>;
  /** Where the rows are listed, and under which key when the list is not the whole answer. */
  list: string;
  key?: string;
  /** The delete command's path, for the kinds that can be deleted. */
  remove?: (id: string) => string;
}

/** Every command that creates a row (a camp hub forwards them to the cloud with the id it made). */
const commands: Record<string, Command> = {
  'roll call': { path: '/roll-calls', body: () => ({ message: 'Everyone to the fire circle' }), list: '/roll-calls' },
  event: {
    path: '/admin/events',
    body: () => ({ title: 'Night hike', event_time: soon(2) }),
    list: '/events',
    remove: (id) => `/admin/events/${id}`,
  },
  poll: {
    path: '/admin/polls',
    body: () => ({ question: 'Pancakes or waffles?', options: ['Pancakes', 'Waffles'] }),
    list: '/polls',
    remove: (id) => `/admin/polls/${id}`,
  },
  camp: {
    path: '/admin/camps',
    body: () => ({ name: 'Spring camp', location: 'Lake', address: '1 Shore Road', start_date: soon(30), end_date: soon(32) }),
    list: '/camps',
    remove: (id) => `/admin/camps/${id}`,
  },
  'sign-up sheet': {
    path: '/admin/signups',
    body: () => ({ title: 'Firewood', slots: [{ label: 'Friday', capacity: 2 }] }),
    list: '/signups',
    remove: (id) => `/admin/signups/${id}`,
  },
  team: {
    path: '/admin/teams',
    body: () => ({ name: 'Blue Herons', color: 'blue', year: 2025 }),
    list: '/admin/teams',
    key: 'teams',
    remove: (id) => `/admin/teams/${id}`,
  },
  household: {
    path: '/admin/households',
    body: () => ({ name: 'The Okafors', member_ids: [camper.id] }),
    list: '/households',
    key: 'households',
    remove: (id) => `/admin/households/${id}`,
  },
  account: {
    path: '/admin/users',
    body: () => ({
      email: 'ngozi@example.com',
      password: 'a long password',
      first_name: 'Ngozi',
      last_name: 'Okafor',
      date_of_birth: '1990-04-02',
    }),
    list: '/admin/users',
    remove: (id) => `/admin/users/${id}`,
  },
};

async function rows({ list, key }: Command): Promise<{ id: string }[]> {
  const res = await as('GET', list, admin);
  expect(res.statusCode).toBe(200);
  const body = res.json<Record<string, { id: string }[]> | { id: string }[]>();
  return Array.isArray(body) ? body : (body[key ?? ''] ?? []);
}

describe.each(Object.entries(commands))('creating a %s with the client id', (_kind, command) => {
  it('makes the row with that id once, however often it is sent', async () => {
    const id = randomUUID();
    const body = { ...command.body(), id };
    const first = await as('POST', command.path, admin, body);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<{ id: string }>().id).toBe(id);
    const before = await rows(command);

    const again = await as('POST', command.path, admin, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<{ id: string }>().id).toBe(id);
    expect((await rows(command)).length).toBe(before.length);
    expect(before.filter((row) => row.id === id)).toHaveLength(1);

    if (!command.remove) return;
    expect((await as('DELETE', command.remove(id), admin)).statusCode).toBe(200);
    const deleted = await as('POST', command.path, admin, body);
    expect(deleted.statusCode).toBe(409);
    expect(errorOf(deleted)).toMatch(/was deleted\.$/);
  });

  it('refuses an id that is not a UUID with a sentence', async () => {
    const res = await as('POST', command.path, admin, { ...command.body(), id: 'hub-42' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe('Invalid request. id: The id must be a UUID.');
  });
});

describe('an edit whose form carries an id', () => {
  it('keeps the row under its own id', async () => {
    const made = await as('POST', '/admin/events', admin, commands.event!.body());
    const { id } = made.json<{ id: string }>();
    const edited = await as('PUT', `/admin/events/${id}`, admin, { ...commands.event!.body(), id: randomUUID(), title: 'Star walk' });
    expect(edited.json()).toMatchObject({ id, title: 'Star walk' });
  });
});

describe('a sign-up sheet made with its slots’ ids', () => {
  it('keeps them, so a claim naming one finds it; a slot id another sheet holds is a 409', async () => {
    const slotId = randomUUID();
    const made = await as('POST', '/admin/signups', admin, { title: 'Dishes', slots: [{ id: slotId, label: 'Sunday', capacity: 1 }] });
    expect(made.statusCode).toBe(201);
    const sheet = made.json<{ id: string; slots: { id: string }[] }>();
    expect(sheet.slots.map((slot) => slot.id)).toEqual([slotId]);
    expect((await as('POST', `/signups/${sheet.id}/slots/${slotId}/claim`, camper, { claimed: true })).statusCode).toBe(200);

    const taken = await as('POST', '/admin/signups', admin, { title: 'Pots', slots: [{ id: slotId, label: 'Monday', capacity: 1 }] });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken)).toBe('This slot id already belongs to another slot.');
  });
});

describe('a poll made at a camp hub and again in the cloud', () => {
  it('has the same option ids on both servers, after an edit too, so a vote made at camp finds its option', async () => {
    const cloud = await createServerWithRoles();
    try {
      const id = randomUUID();
      const body = { id, question: 'Which trail tomorrow?', options: ['Ridge', 'Lake', 'Falls'] };
      const edit = { question: 'Which trail tomorrow?', options: ['Lake', 'Falls', 'Cave'] };
      const optionIds = async (on: TestServer, who: TestUser) => {
        const run = injectAs(() => on);
        expect((await run('POST', '/admin/polls', who, body)).statusCode).toBe(201);
        const edited = await run('PUT', `/admin/polls/${id}`, who, edit);
        expect(edited.statusCode).toBe(200);
        return edited.json<{ options: { id: string; text: string }[] }>().options;
      };
      const atCamp = await optionIds(server, admin);
      expect(await optionIds(cloud.server, cloud.admin)).toEqual(atCamp);
      expect(atCamp.map((o) => o.text)).toEqual(['Lake', 'Falls', 'Cave']);
      expect(new Set(atCamp.map((o) => o.id)).size).toBe(3);
    } finally {
      await cloud.server.close();
    }
  });
});

describe('an account whose id another account holds', () => {
  it('is answered that account as it stands, never a 5xx, and nothing is made', async () => {
    const form = { password: 'a long password', first_name: 'Tove', last_name: 'Lind', date_of_birth: '1988-06-01' };
    const id = randomUUID();
    expect((await as('POST', '/admin/users', admin, { ...form, id, email: 'tove@example.com' })).statusCode).toBe(201);
    const again = await as('POST', '/admin/users', admin, { ...form, id, email: 'tove.other@example.com' });
    expect(again.statusCode).toBe(200);
    expect(again.json<{ id: string; email: string }>()).toMatchObject({ id, email: 'tove@example.com' });
    const emails = (await as('GET', '/admin/users', admin)).json<{ email: string }[]>().map((u) => u.email);
    expect(emails).not.toContain('tove.other@example.com');
  });
});
