import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBSITE_URL_MESSAGE, type Camp } from '../../contracts/camps.js';
import { sampleCamp } from '../../contracts/sample-camp.js';
import { reflections, tombstones } from '../../server/db/schema/index.js';
import { SAMPLE_CAMP_ID } from '../../server/db/seed/camp.js';
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

const campBody = (fields: Record<string, unknown> = {}) => ({
  name: 'Camp Weekend 2026',
  year: 2026,
  location: 'Whispering Pines Campground',
  address: '4200 Lakeview Road, Pine Valley, CA 91962',
  start_date: '2026-09-04T12:00:00.000Z',
  end_date: '2026-09-06T12:00:00.000Z',
  contact_info: {
    website: 'https://campweekend.example.org',
    phone: '(555) 201-2025',
    whatsapp: '+1 555 201 2026',
    counselors: [{ name: 'Ana López', phone: '(555) 111-2222' }],
  },
  rules: 'Quiet hours 10 PM to 7 AM.',
  image_url: null,
  ...fields,
});
const create = async (fields: Record<string, unknown> = {}) => {
  const res = await as('POST', '/admin/camps', admin, campBody(fields));
  expect(res.statusCode).toBe(201);
  return res.json<Camp>();
};

describe('GET /api/camps', () => {
  it('gives signed-in people every camp with all the fields of SPEC §3, dates as ISO times', async () => {
    const past = await create({
      name: 'Camp Weekend 2024',
      year: 2024,
      is_active: false,
      start_date: '2024-09-06T12:00:00.000Z',
      end_date: '2024-09-08T12:00:00.000Z',
    });
    for (const who of [camper, organizer, admin]) {
      const res = await as('GET', '/camps', who);
      expect(res.statusCode).toBe(200);
      const camps = res.json<Camp[]>();
      expect(camps.map((c) => c.id)).toContain(past.id);
      const sample = camps.find((c) => c.id === SAMPLE_CAMP_ID);
      expect(sample).toMatchObject({
        name: sampleCamp.name,
        year: 2025,
        start_date: '2025-09-05T12:00:00.000Z',
        end_date: '2025-09-07T12:00:00.000Z',
        is_active: true,
      });
      expect(sample?.contact_info.counselors).toEqual(sampleCamp.contact_info.counselors);
      expect(Object.keys(sample ?? {}).sort()).toEqual([
        'address',
        'contact_info',
        'end_date',
        'id',
        'image_url',
        'is_active',
        'location',
        'name',
        'rules',
        'start_date',
        'year',
      ]);
    }
  });

  it('shows a visitor only the active camps (the counselor contacts before sign-in)', async () => {
    const hidden = await create({ name: 'Closed camp', is_active: false });
    const res = await visitor('GET', '/camps');
    expect(res.statusCode).toBe(200);
    const camps = res.json<Camp[]>();
    expect(camps.map((c) => c.id)).toContain(SAMPLE_CAMP_ID);
    expect(camps.map((c) => c.id)).not.toContain(hidden.id);
    expect(camps.every((c) => c.is_active)).toBe(true);
  });
});

describe('POST /api/admin/camps', () => {
  it('creates a camp with every field; a new camp is active and the year is this year unless told', async () => {
    const full = await create();
    expect(full).toMatchObject({ ...campBody(), id: full.id, is_active: true });
    const bare = await create({ year: undefined, is_active: undefined, contact_info: undefined, rules: undefined });
    expect(bare.year).toBe(new Date().getFullYear());
    expect(bare.is_active).toBe(true);
    expect(bare.contact_info).toEqual({ counselors: [] });
    expect(bare.rules).toBeNull();
  });

  it('refuses organizers and campers (403) and visitors (401)', async () => {
    for (const who of [organizer, camper]) {
      const res = await as('POST', '/admin/camps', who, campBody());
      expect(res.statusCode).toBe(403);
      expect(errorOf(res)).toBe(ADMINS_ONLY);
    }
    expect((await visitor('POST', '/admin/camps', campBody())).statusCode).toBe(401);
  });

  it('checks the rules of SPEC §5 Camp with a sentence for each', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'Invalid request. name: Name is required.'],
      [{ name: undefined }, 'Invalid request. name: Name is required.'],
      [{ year: 'next' }, 'Invalid request. year: Year must be a number.'],
      [{ year: 2025.5 }, 'Invalid request. year: Year must be a whole number.'],
      [{ location: ' ' }, 'Invalid request. location: Location is required.'],
      [{ address: '' }, 'Invalid request. address: Address is required.'],
      [{ start_date: '' }, 'Invalid request. start_date: Start date is required.'],
      [{ end_date: undefined }, 'Invalid request. end_date: End date is required.'],
      [{ start_date: 'soon' }, 'Invalid request. start_date: Start date must be a date.'],
      [{ end_date: '2026-09-01T12:00:00.000Z' }, 'Invalid request. end_date: The end date cannot be before the start date.'],
      [{ contact_info: { website: 'campweekend' } }, `Invalid request. contact_info.website: ${WEBSITE_URL_MESSAGE}`],
      [{ contact_info: { website: 'ftp://camp.example.org' } }, `Invalid request. contact_info.website: ${WEBSITE_URL_MESSAGE}`],
      [
        { contact_info: { counselors: [{ name: '', phone: '1' }] } },
        'Invalid request. contact_info.counselors.0.name: Counselor name is required.',
      ],
      [{ is_active: 'yes' }, 'Invalid request. is_active: Active must be true or false.'],
    ];
    for (const [fields, message] of cases) {
      const res = await as('POST', '/admin/camps', admin, campBody(fields));
      expect(res.statusCode, message).toBe(400);
      expect(errorOf(res)).toBe(message);
    }
  });
});

describe('PUT /api/admin/camps/{id}', () => {
  it('lets an admin change every field, including making a camp inactive', async () => {
    const camp = await create();
    const res = await as(
      'PUT',
      `/admin/camps/${camp.id}`,
      admin,
      campBody({ name: 'Renamed', is_active: false, contact_info: { counselors: [{ name: 'Mike Chen', phone: '1' }] } }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<Camp>()).toMatchObject({
      id: camp.id,
      name: 'Renamed',
      is_active: false,
      contact_info: { counselors: [{ name: 'Mike Chen', phone: '1' }] },
    });
  });

  it('refuses others, bad input and a camp that is gone', async () => {
    for (const who of [organizer, camper])
      expect((await as('PUT', `/admin/camps/${SAMPLE_CAMP_ID}`, who, campBody())).statusCode).toBe(403);
    expect((await visitor('PUT', `/admin/camps/${SAMPLE_CAMP_ID}`, campBody())).statusCode).toBe(401);
    const bad = await as('PUT', `/admin/camps/${SAMPLE_CAMP_ID}`, admin, campBody({ contact_info: { website: 'not a url' } }));
    expect(bad.statusCode).toBe(400);
    const gone = await as('PUT', '/admin/camps/00000000-0000-4000-8000-000000000000', admin, campBody());
    expect(gone.statusCode).toBe(404);
    expect(errorOf(gone)).toBe('This camp no longer exists.');
    const sample = (await as('GET', '/camps', camper)).json<Camp[]>().find((c) => c.id === SAMPLE_CAMP_ID);
    expect(sample?.name).toBe(sampleCamp.name);
  });
});

describe('DELETE /api/admin/camps/{id}', () => {
  it('refuses others; an admin deletes the camp, and its reflections are reported gone to the phones', async () => {
    const camp = await create();
    const [reflection] = await server.database.db
      .insert(reflections)
      .values({ userId: camper.id, campId: camp.id, high: 'h', low: 'l', glitter: 'g' })
      .returning();
    for (const who of [organizer, camper]) expect((await as('DELETE', `/admin/camps/${camp.id}`, who)).statusCode).toBe(403);
    expect((await visitor('DELETE', `/admin/camps/${camp.id}`)).statusCode).toBe(401);
    expect((await as('DELETE', `/admin/camps/${camp.id}`, admin)).json()).toEqual({ success: true });
    expect((await as('GET', '/camps', camper)).json<Camp[]>().map((c) => c.id)).not.toContain(camp.id);
    const noted = await server.database.db
      .select()
      .from(tombstones)
      .where(and(eq(tombstones.entity, 'reflections'), eq(tombstones.entityId, reflection?.id ?? '')));
    expect(noted).toHaveLength(1);
    const again = await as('DELETE', `/admin/camps/${camp.id}`, admin);
    expect(again.statusCode).toBe(404);
    expect(errorOf(again)).toBe('This camp no longer exists.');
  });
});
