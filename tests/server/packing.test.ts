import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PackingItem } from '../../contracts/packing';
import { packingCatalog } from '../../contracts/packing-catalog';
import { bearer, createTestServer, type TestServer, type TestUser } from '../support/test-server.js';

let server: TestServer;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  server = await createTestServer();
  alice = await server.user('camper');
  bob = await server.user('camper');
});
afterAll(async () => server.close());

const list = async (u: TestUser) => {
  const res = await server.app.inject({ method: 'GET', url: '/api/packing', headers: bearer(u) });
  expect(res.statusCode).toBe(200);
  return res.json<PackingItem[]>();
};
const put = (u: TestUser, id: number, payload: unknown) =>
  server.app.inject({ method: 'PUT', url: `/api/packing/${id}`, headers: bearer(u), payload: payload as object });

describe('packing list (SPEC §7 packing)', () => {
  it('lists the 43 seeded camp items, unticked, with the spec fields', async () => {
    const items = await list(alice);
    expect(items).toHaveLength(43);
    expect(items.map((i) => i.item_name)).toEqual(packingCatalog.map((c) => c.name));
    expect(Object.keys(items[0] ?? {}).sort()).toEqual(['category', 'id', 'is_checked', 'is_essential', 'item_name']);
    expect(items.every((i) => !i.is_checked)).toBe(true);
    expect(items.filter((i) => i.is_essential).length).toBe(packingCatalog.filter((c) => c.essential).length);
  });

  it('keeps each camper’s ticks to themselves', async () => {
    const [first] = await list(alice);
    const res = await put(alice, first!.id, { is_checked: true });
    expect(res.statusCode).toBe(200);
    expect(res.json<PackingItem>()).toMatchObject({ id: first!.id, is_checked: true });
    expect((await list(alice)).find((i) => i.id === first!.id)?.is_checked).toBe(true);
    expect((await list(bob)).find((i) => i.id === first!.id)?.is_checked).toBe(false);
  });

  it('sets the state, so the same PUT twice is harmless', async () => {
    const [, second] = await list(bob);
    await put(bob, second!.id, { is_checked: true });
    const again = await put(bob, second!.id, { is_checked: true });
    expect(again.json<PackingItem>().is_checked).toBe(true);
    expect((await list(bob)).filter((i) => i.is_checked).map((i) => i.id)).toEqual([second!.id]);
    await put(bob, second!.id, { is_checked: false });
    await put(bob, second!.id, { is_checked: false });
    expect((await list(bob)).some((i) => i.is_checked)).toBe(false);
  });

  it('resets every tick of the caller only', async () => {
    const items = await list(alice);
    for (const item of items.slice(0, 3)) await put(alice, item.id, { is_checked: true });
    await put(bob, items[5]!.id, { is_checked: true });
    const res = await server.app.inject({ method: 'POST', url: '/api/packing/reset', headers: bearer(alice) });
    expect(res.statusCode).toBe(200);
    expect(res.json<PackingItem[]>().some((i) => i.is_checked)).toBe(false);
    expect((await list(alice)).some((i) => i.is_checked)).toBe(false);
    expect((await list(bob)).find((i) => i.id === items[5]!.id)?.is_checked).toBe(true);
  });

  it('answers 404 with a sentence for an unknown item', async () => {
    const res = await put(alice, 999_999, { is_checked: true });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ error: string }>().error).toMatch(/does not exist/);
  });

  it('answers 400 with a sentence for a bad body or id', async () => {
    const [first] = await list(alice);
    for (const payload of [{}, { is_checked: 'yes' }, { checked: true }]) {
      const res = await put(alice, first!.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: string }>().error).toMatch(/^Invalid request/);
    }
    expect((await put(alice, -1, { is_checked: true })).statusCode).toBe(400);
    expect((await put(alice, 99_999_999_999, { is_checked: true })).statusCode).toBe(400);
    const word = await server.app.inject({
      method: 'PUT',
      url: '/api/packing/socks',
      headers: bearer(alice),
      payload: { is_checked: true },
    });
    expect(word.statusCode).toBe(400);
  });

  it('asks anonymous callers to sign in', async () => {
    for (const [method, url] of [
      ['GET', '/api/packing'],
      ['PUT', '/api/packing/1'],
      ['POST', '/api/packing/reset'],
    ] as const) {
      const res = await server.app.inject({ method, url, payload: method === 'PUT' ? { is_checked: true } : undefined });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('packing delta pulls (DECISIONS 11)', () => {
  it('answers ?since= with only the items ticked or unticked after the cursor, and 304 when nothing changed', async () => {
    const carol = await server.user('camper');
    const first = await server.app.inject({ method: 'GET', url: '/api/packing?since=0', headers: bearer(carol) });
    expect(first.statusCode).toBe(200);
    const full = first.json<{ items: PackingItem[]; deleted: string[]; cursor: string }>();
    expect(full.items).toHaveLength(43);

    const quiet = await server.app.inject({ method: 'GET', url: `/api/packing?since=${full.cursor}`, headers: bearer(carol) });
    const etag = quiet.headers.etag as string;
    expect(quiet.json<{ items: PackingItem[] }>().items).toEqual([]);
    const again = await server.app.inject({
      method: 'GET',
      url: `/api/packing?since=${full.cursor}`,
      headers: { ...bearer(carol), 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);

    const target = full.items[7]!;
    await put(carol, target.id, { is_checked: true });
    const changed = await server.app.inject({ method: 'GET', url: `/api/packing?since=${full.cursor}`, headers: bearer(carol) });
    expect(changed.json<{ items: PackingItem[] }>().items).toEqual([{ ...target, is_checked: true }]);
  });

  it('answers the plain list with an ETag and 304 on a match', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/packing', headers: bearer(bob) });
    const res2 = await server.app.inject({
      method: 'GET',
      url: '/api/packing',
      headers: { ...bearer(bob), 'if-none-match': res.headers.etag as string },
    });
    expect(res2.statusCode).toBe(304);
  });
});
