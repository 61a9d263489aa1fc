import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampEvent } from '../../contracts/events.js';
import type { PullResponse } from '../../contracts/replication.js';
import type { SignupSheet } from '../../contracts/signups.js';
import { householdMembers, households } from '../../server/db/schema/index.js';
import { errorOf } from '../support/role-calls.js';
import { bearer, createServerWithRoles, injectAs, type TestServer, type TestUser } from '../support/test-server.js';

let server: TestServer;
let admin: TestUser;
let organizer: TestUser;
let camper: TestUser;

beforeAll(async () => ({ server, admin, organizer, camper } = await createServerWithRoles()));
afterAll(async () => server.close());

const inject = injectAs(() => server);

const potluck = {
  title: 'Potluck dinner',
  description: 'Bring a dish',
  slots: [
    { label: 'Salad', capacity: 2 },
    { label: 'Dessert', capacity: 1 },
  ],
};

async function createSheet(body: object = potluck, who: TestUser = organizer): Promise<SignupSheet> {
  const res = await inject('POST', '/admin/signups', who, body);
  expect(res.statusCode).toBe(201);
  return res.json<SignupSheet>();
}

const claim = (who: TestUser, sheet: SignupSheet, slot: number, claimed = true) =>
  inject('POST', `/signups/${sheet.id}/slots/${sheet.slots[slot]?.id}/claim`, who, { claimed });

const sheetAs = async (who: TestUser, id: string) => (await inject('GET', '/signups', who)).json<SignupSheet[]>().find((s) => s.id === id);

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

async function household(name: string, members: TestUser[]): Promise<void> {
  const [row] = await server.database.db.insert(households).values({ name }).returning({ id: households.id });
  await server.database.db.insert(householdMembers).values(members.map((m) => ({ userId: m.id, householdId: row!.id })));
}

describe('the sign-up sheet editor', () => {
  it('lets organizers and admins create a sheet with its slots in order; campers and visitors are refused', async () => {
    const sheet = await createSheet();
    expect(sheet).toMatchObject({ title: 'Potluck dinner', description: 'Bring a dish', event_id: null });
    expect(sheet.slots.map((s) => [s.label, s.capacity, s.taken, s.takers, s.mine])).toEqual([
      ['Salad', 2, 0, [], false],
      ['Dessert', 1, 0, [], false],
    ]);
    await createSheet({ title: 'Kitchen shifts', slots: [{ label: 'Breakfast', capacity: 3 }] }, admin);
    const refused = await inject('POST', '/admin/signups', camper, potluck);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toBe('Only organizers and administrators can do that.');
    expect((await inject('PUT', `/admin/signups/${sheet.id}`, camper, potluck)).statusCode).toBe(403);
    expect((await inject('DELETE', `/admin/signups/${sheet.id}`, camper)).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'POST', url: '/api/admin/signups', payload: potluck })).statusCode).toBe(401);
    expect((await sheetAs(camper, sheet.id))?.title).toBe('Potluck dinner');
  });

  it('refuses bad sheets with a sentence saying what is wrong', async () => {
    const cases: [object, string][] = [
      [{ ...potluck, title: '  ' }, 'Invalid request. title: Please give the sheet a title.'],
      [{ ...potluck, slots: [] }, 'Invalid request. slots: A sign-up sheet needs at least one slot.'],
      [{ title: 'No slots' }, 'Invalid request. slots: A sign-up sheet needs at least one slot.'],
      [{ ...potluck, slots: [{ label: 'Salad', capacity: 0 }] }, 'Invalid request. slots.0.capacity: A slot takes at least 1 family.'],
      [{ ...potluck, slots: [{ label: 'Salad', capacity: 101 }] }, 'Invalid request. slots.0.capacity: A slot takes at most 100 families.'],
      [{ ...potluck, slots: [{ label: ' ', capacity: 1 }] }, 'Invalid request. slots.0.label: Every slot needs a label.'],
      [{ ...potluck, title: 'x'.repeat(201) }, 'Invalid request. title: A title has at most 200 characters.'],
      [
        { ...potluck, slots: Array.from({ length: 51 }, (_, i) => ({ label: `Slot ${i}`, capacity: 1 })) },
        'Invalid request. slots: A sign-up sheet has at most 50 slots.',
      ],
      [{ ...potluck, event_id: 'canoe' }, 'Invalid request. event_id: The event must be one of the camp events.'],
    ];
    for (const [body, sentence] of cases) {
      const res = await inject('POST', '/admin/signups', organizer, body);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toBe(sentence);
    }
    const unknown = await inject('POST', '/admin/signups', organizer, { ...potluck, event_id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown)).toBe('The chosen event does not exist.');
  });

  it('ties a sheet to an event, and an edit keeps the claims of kept slots while removed slots take theirs with them', async () => {
    const event = (
      await inject('POST', '/admin/events', organizer, {
        title: 'Pancake breakfast',
        description: '',
        event_time: new Date(Date.now() + 86400_000).toISOString(),
        location: 'Lodge',
        capacity: 0,
        event_type: 'meal',
      })
    ).json<CampEvent>();
    const sheet = await createSheet({ ...potluck, event_id: event.id });
    expect(sheet.event_id).toBe(event.id);
    expect((await claim(camper, sheet, 0)).statusCode).toBe(200);
    const other = await server.user('camper');
    expect((await claim(other, sheet, 1)).statusCode).toBe(200);
    const [salad] = sheet.slots;
    const res = await inject('PUT', `/admin/signups/${sheet.id}`, organizer, {
      title: 'Potluck',
      event_id: event.id,
      slots: [
        { id: salad?.id, label: 'Green salad', capacity: 3 },
        { label: 'Bread', capacity: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const edited = res.json<SignupSheet>();
    expect(edited.slots.map((s) => [s.label, s.capacity, s.taken])).toEqual([
      ['Green salad', 3, 1],
      ['Bread', 1, 0],
    ]);
    expect(edited.slots[0]?.id).toBe(salad?.id);
    expect((await sheetAs(camper, sheet.id))?.slots[0]?.mine).toBe(true);
    expect((await sheetAs(other, sheet.id))?.slots.some((s) => s.mine)).toBe(false);
  });
});

describe('claiming a slot', () => {
  it('fills a slot to capacity, then refuses the next family with 409 "This slot is full"', async () => {
    const sheet = await createSheet();
    const [a, b, c] = [await server.user('camper'), await server.user('camper'), await server.user('camper')];
    expect((await claim(a, sheet, 0)).statusCode).toBe(200);
    const second = await claim(b, sheet, 0);
    expect(second.statusCode).toBe(200);
    expect(second.json<SignupSheet>().slots[0]).toMatchObject({ taken: 2, capacity: 2, mine: true });
    const full = await claim(c, sheet, 0);
    expect(full.statusCode).toBe(409);
    expect(errorOf(full)).toBe('This slot is full');
    const seen = await sheetAs(c, sheet.id);
    const person: unknown = expect.stringMatching(/^First\d+ Last\d+$/);
    expect(seen?.slots[0]).toMatchObject({ taken: 2, mine: false, takers: [person, person] });
    // A release frees the place for the next family.
    expect((await claim(a, sheet, 0, false)).statusCode).toBe(200);
    expect((await claim(c, sheet, 0)).statusCode).toBe(200);
  });

  it('lets only as many concurrent claims as the slot has places through', async () => {
    const sheet = await createSheet({ title: 'Canoe crews', slots: [{ label: 'Morning', capacity: 2 }] });
    const campers = await Promise.all(Array.from({ length: 6 }, () => server.user('camper')));
    const answers = await Promise.all(campers.map((who) => claim(who, sheet, 0)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((r) => r.statusCode === 409).map(errorOf)).toEqual(Array(4).fill('This slot is full'));
    expect((await sheetAs(camper, sheet.id))?.slots[0]?.taken).toBe(2);
  });

  it('sets the state: claiming twice or releasing twice changes nothing, also on a full slot', async () => {
    const sheet = await createSheet();
    for (let i = 0; i < 2; i++) {
      const res = await claim(camper, sheet, 1);
      expect(res.statusCode).toBe(200);
      expect(res.json<SignupSheet>().slots[1]).toMatchObject({ taken: 1, capacity: 1, mine: true });
    }
    for (let i = 0; i < 2; i++) {
      const res = await claim(camper, sheet, 1, false);
      expect(res.statusCode).toBe(200);
      expect(res.json<SignupSheet>().slots[1]).toMatchObject({ taken: 0, mine: false });
    }
    // The same queued change sent again (its Idempotency-Key) is answered as before and claims once.
    const key = crypto.randomUUID();
    const keyed = () =>
      server.app.inject({
        method: 'POST',
        url: `/api/signups/${sheet.id}/slots/${sheet.slots[0]?.id}/claim`,
        headers: { ...bearer(camper), 'idempotency-key': key },
        payload: { claimed: true },
      });
    const [first, again] = [await keyed(), await keyed()];
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json<SignupSheet>().slots[0]?.taken).toBe(1);
    expect((await sheetAs(admin, sheet.id))?.slots[0]?.taken).toBe(1);
  });

  it('answers 404 with a sentence for a sheet or slot that does not exist', async () => {
    const sheet = await createSheet();
    const noSlot = await inject('POST', `/signups/${sheet.id}/slots/00000000-0000-4000-8000-000000000000/claim`, camper, { claimed: true });
    expect(noSlot.statusCode).toBe(404);
    expect(errorOf(noSlot)).toBe('This slot no longer exists.');
    const noSheet = await inject('POST', `/signups/00000000-0000-4000-8000-000000000000/slots/${sheet.slots[0]?.id}/claim`, camper, {
      claimed: true,
    });
    expect(noSheet.statusCode).toBe(404);
    expect(errorOf(noSheet)).toBe('This sign-up sheet no longer exists.');
    const bad = await inject('POST', `/signups/${sheet.id}/slots/${sheet.slots[0]?.id}/claim`, camper, { claimed: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toBe('Invalid request. claimed: Say whether the slot is claimed (true or false).');
  });

  it("counts a household member's claim as the household's: the others see it as theirs, can release it, and cannot claim it twice", async () => {
    const sheet = await createSheet({ title: 'Cabin clean-up', slots: [{ label: 'Sweep', capacity: 2 }] });
    const [mum, dad, other] = [await server.user('camper'), await server.user('camper'), await server.user('camper')];
    await household('The Rivers', [mum, dad]);
    const claimed = await claim(mum, sheet, 0);
    expect(claimed.json<SignupSheet>().slots[0]).toMatchObject({ taken: 1, takers: ['The Rivers'], mine: true });
    expect((await sheetAs(dad, sheet.id))?.slots[0]).toMatchObject({ taken: 1, takers: ['The Rivers'], mine: true });
    expect((await sheetAs(other, sheet.id))?.slots[0]).toMatchObject({ mine: false });
    // The other parent claiming too changes nothing: the family holds one place.
    expect((await claim(dad, sheet, 0)).json<SignupSheet>().slots[0]?.taken).toBe(1);
    expect((await claim(other, sheet, 0)).json<SignupSheet>().slots[0]?.taken).toBe(2);
    const released = await claim(dad, sheet, 0, false);
    expect(released.json<SignupSheet>().slots[0]).toMatchObject({ taken: 1, mine: false });
    expect((await sheetAs(mum, sheet.id))?.slots[0]).toMatchObject({
      taken: 1,
      mine: false,
      takers: [expect.stringMatching(/^First\d+ Last\d+$/)],
    });
  });
});

describe('sign-up sheets in the replication stream', () => {
  it('brings every sheet with its slots, claims as changes since the cursor, and deletions to the phone', async () => {
    const sheet = await createSheet({ title: 'Campfire wood', slots: [{ label: 'Friday', capacity: 1 }] });
    const start = await pull(camper);
    const pulled = (start.tables.signups?.items as SignupSheet[]).find((s) => s.id === sheet.id);
    expect(pulled?.slots[0]).toMatchObject({ label: 'Friday', capacity: 1, taken: 0, takers: [], mine: false });

    const other = await server.user('camper');
    await claim(other, sheet, 0);
    const claimed = await pullUntil(
      camper,
      start.cursor,
      (b) => (b.tables.signups?.items as SignupSheet[] | undefined)?.some((s) => s.id === sheet.id && s.slots[0]?.taken === 1) ?? false,
    );
    expect((claimed.tables.signups?.items as SignupSheet[]).find((s) => s.id === sheet.id)?.slots[0]?.mine).toBe(false);

    expect((await inject('DELETE', `/admin/signups/${sheet.id}`, organizer)).statusCode).toBe(200);
    await pullUntil(camper, claimed.cursor, (b) => b.tables.signups?.deleted.includes(sheet.id) ?? false);
    expect((await pull(camper)).tables.signups?.items.some((s) => (s as SignupSheet).id === sheet.id)).toBe(false);
    const gone = await inject('DELETE', `/admin/signups/${sheet.id}`, organizer);
    expect(gone.statusCode).toBe(404);
    expect(errorOf(gone)).toBe('This sign-up sheet no longer exists.');
  });
});
