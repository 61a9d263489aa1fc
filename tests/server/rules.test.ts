import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Rule } from '../../contracts/rules.js';
import { seed } from '../../server/db/seed/index.js';
import { sampleRuleId } from '../../server/db/seed/rules.js';
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
const ORGANIZERS_ONLY = 'Only organizers and administrators can do that.';
const rule = (fields: Record<string, unknown> = {}) => ({
  title: 'Lights out',
  description: 'Lanterns off by 11.',
  category: 'General',
  importance: 'low',
  ...fields,
});
const list = async (who: TestUser) => (await as('GET', '/rules', who)).json<Rule[]>();

async function nameOf(who: TestUser): Promise<string> {
  const { user } = (await as('GET', '/users/me', who)).json<{ user: { first_name: string; last_name: string } }>();
  return `${user.first_name} ${user.last_name}`;
}

describe('GET /api/rules', () => {
  it('gives every signed-in role the 8 sample rules with every field, quiet hours 10 PM to 7 AM', async () => {
    for (const who of [camper, organizer, admin]) {
      const res = await as('GET', '/rules', who);
      expect(res.statusCode).toBe(200);
      const rules = res.json<Rule[]>().filter((r) => r.id.startsWith('a1e50000'));
      expect(rules).toHaveLength(8);
      for (const r of rules)
        expect(Object.keys(r).sort()).toEqual(['category', 'description', 'id', 'importance', 'lastUpdated', 'title', 'updatedBy']);
      expect(new Set(rules.map((r) => r.category))).toEqual(new Set(['General', 'Safety', 'Environment', 'Health']));
      expect(rules.find((r) => r.title === 'Quiet Hours')?.description).toMatch(/10 PM to 7 AM/);
      expect(rules.every((r) => r.updatedBy === 'Camp Organizers' && !Number.isNaN(Date.parse(r.lastUpdated)))).toBe(true);
    }
  });

  it('refuses a visitor with 401 and a sentence', async () => {
    const res = await visitor('GET', '/rules');
    expect(res.statusCode).toBe(401);
    expect(errorOf(res)).toBe('Please sign in to continue.');
  });
});

describe('POST /api/rules', () => {
  it('lets an organizer and an admin add a rule, named as its writer', async () => {
    for (const who of [organizer, admin]) {
      const res = await as('POST', '/rules', who, rule({ title: `By ${who.role}`, category: 'Health', importance: 'critical' }));
      expect(res.statusCode).toBe(201);
      const created = res.json<Rule>();
      expect(created).toMatchObject({ title: `By ${who.role}`, category: 'Health', importance: 'critical', updatedBy: await nameOf(who) });
      expect((await list(camper)).some((r) => r.id === created.id)).toBe(true);
    }
  });

  it('refuses a camper (403) and a visitor (401), and adds nothing', async () => {
    const before = (await list(admin)).length;
    const byCamper = await as('POST', '/rules', camper, rule());
    expect(byCamper.statusCode).toBe(403);
    expect(errorOf(byCamper)).toBe(ORGANIZERS_ONLY);
    expect((await visitor('POST', '/rules', rule())).statusCode).toBe(401);
    expect(await list(admin)).toHaveLength(before);
  });

  it('requires a title and a description (SPEC §5), and known categories and importance', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'Invalid request. title: Title is required.'],
      [{ title: '   ' }, 'Invalid request. title: Title is required.'],
      [{ title: undefined }, 'Invalid request. title: Title is required.'],
      [{ description: '' }, 'Invalid request. description: Description is required.'],
      [{ category: 'Fun' }, 'Invalid request. category: Category must be General, Safety, Environment or Health.'],
      [{ importance: 'urgent' }, 'Invalid request. importance: Importance must be low, medium, high or critical.'],
      [{ title: 'x'.repeat(201) }, 'Invalid request. title: Title must be at most 200 characters.'],
    ];
    for (const [fields, message] of cases) {
      const res = await as('POST', '/rules', organizer, rule(fields));
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toBe(message);
    }
  });

  it('defaults to General and medium, and keeps the trimmed text', async () => {
    const res = await as('POST', '/rules', organizer, { title: '  Boots  ', description: ' Wear boots on the trail. ' });
    expect(res.json<Rule>()).toMatchObject({
      title: 'Boots',
      description: 'Wear boots on the trail.',
      category: 'General',
      importance: 'medium',
    });
  });

  it('creates a rule sent twice with the same id once, and never brings back a deleted one', async () => {
    const id = randomUUID();
    expect((await as('POST', '/rules', organizer, rule({ id, title: 'Once' }))).statusCode).toBe(201);
    const again = await as('POST', '/rules', organizer, rule({ id, title: 'Once' }));
    expect(again.statusCode).toBe(200);
    expect((await list(camper)).filter((r) => r.id === id)).toHaveLength(1);
    expect((await as('DELETE', `/rules/${id}`, organizer)).statusCode).toBe(200);
    const revived = await as('POST', '/rules', organizer, rule({ id, title: 'Once' }));
    expect(revived.statusCode).toBe(409);
    expect(errorOf(revived)).toBe('This rule was deleted.');
  });
});

describe('PUT /api/rules/{id}', () => {
  it('lets organizers and admins edit; the writer and the time follow the change', async () => {
    const created = (await as('POST', '/rules', admin, rule())).json<Rule>();
    const res = await as('PUT', `/rules/${created.id}`, organizer, rule({ title: 'Lights out at 11', importance: 'high' }));
    expect(res.statusCode).toBe(200);
    const edited = res.json<Rule>();
    expect(edited).toMatchObject({ id: created.id, title: 'Lights out at 11', importance: 'high', updatedBy: await nameOf(organizer) });
    expect(Date.parse(edited.lastUpdated)).toBeGreaterThanOrEqual(Date.parse(created.lastUpdated));
    expect((await as('PUT', `/rules/${created.id}`, admin, rule({ title: 'By the admin' }))).json<Rule>().updatedBy).toBe(
      await nameOf(admin),
    );
  });

  it('refuses a camper and a visitor, a blank title, and a rule that is gone', async () => {
    const target = sampleRuleId(0);
    const byCamper = await as('PUT', `/rules/${target}`, camper, rule());
    expect(byCamper.statusCode).toBe(403);
    expect(errorOf(byCamper)).toBe(ORGANIZERS_ONLY);
    expect((await visitor('PUT', `/rules/${target}`, rule())).statusCode).toBe(401);
    const blank = await as('PUT', `/rules/${target}`, organizer, rule({ description: ' ' }));
    expect(blank.statusCode).toBe(400);
    expect(errorOf(blank)).toBe('Invalid request. description: Description is required.');
    for (const missing of [randomUUID(), 'not-an-id']) {
      const res = await as('PUT', `/rules/${missing}`, organizer, rule());
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toBe('This rule no longer exists.');
    }
    expect((await list(camper)).find((r) => r.id === target)?.title).toBe('Quiet Hours');
  });
});

describe('DELETE /api/rules/{id}', () => {
  it('refuses a camper and a visitor, then lets an organizer and an admin delete', async () => {
    const a = (await as('POST', '/rules', admin, rule({ title: 'A' }))).json<Rule>();
    const b = (await as('POST', '/rules', admin, rule({ title: 'B' }))).json<Rule>();
    expect((await as('DELETE', `/rules/${a.id}`, camper)).statusCode).toBe(403);
    expect((await visitor('DELETE', `/rules/${a.id}`)).statusCode).toBe(401);
    expect((await as('DELETE', `/rules/${a.id}`, organizer)).json()).toEqual({ success: true });
    expect((await as('DELETE', `/rules/${b.id}`, admin)).statusCode).toBe(200);
    const ids = (await list(camper)).map((r) => r.id);
    expect(ids).not.toContain(a.id);
    expect(ids).not.toContain(b.id);
    const again = await as('DELETE', `/rules/${a.id}`, organizer);
    expect(again.statusCode).toBe(404);
    expect(errorOf(again)).toBe('This rule no longer exists.');
  });

  it('keeps a deleted sample rule deleted when the server starts again', async () => {
    const id = sampleRuleId(7);
    expect((await as('DELETE', `/rules/${id}`, organizer)).statusCode).toBe(200);
    await seed(server.database.db, server.config);
    expect((await list(camper)).map((r) => r.id)).not.toContain(id);
  });
});
