/**
 * A camp hub and its cloud in one process (the hub's link is tests/support/inject-cloud.ts): what is done at camp
 * survives the hub's next replace from the cloud. Opening a conversation at the hub reads it there and at the cloud;
 * a create the phone sent without an id, made at the hub and sent up, is the same change when the phone sends it
 * to the cloud itself (its stored answer, one row); a hub whose version differs from the cloud's stops pulling and
 * says so once, keeps sending its changes up, and pulls again once the versions agree.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '../../contracts/chat.js';
import type { Post } from '../../contracts/feed.js';
import { rules } from '../../server/db/schema/index.js';
import { schemaVersion } from '../../server/db/schema-version.js';
import { hubFiles } from '../../server/hub/hub-files.js';
import { startForwarder } from '../../server/hub/hub-forward.js';
import { countPending } from '../../server/hub/hub-journal-repository.js';
import { pullRound, type HubRoundParts } from '../../server/hub/hub-round.js';
import { startHubSync } from '../../server/hub/hub-sync.js';
import { uploadKey } from '../../server/storage/upload-keys.js';
import { injectCloud } from '../support/inject-cloud.js';
import { phoneJpeg, postForm } from '../support/posts-helpers.js';
import { readUntil } from '../support/read-until.js';
import { bearer, createTestServer, type TestServer, type TestUser } from '../support/test-server.js';

let cloud: TestServer;
let hub: TestServer;
let organizer: TestUser;
let alice: TestUser;
let bob: TestUser;
let conversation: string;
let hubKey: string;
/** The version the cloud says it runs (its own unless a test changes it), and every path the hub called (PUT: a file put). */
let cloudVersion: string | undefined;
const called: string[] = [];
const said: string[] = [];
let parts: HubRoundParts;

beforeAll(async () => {
  cloud = await createTestServer();
  hub = await createTestServer({}, { campHub: { journaled: () => undefined } });
  const admin = await cloud.user('admin');
  [organizer, alice, bob] = [await cloud.user('organizer'), await cloud.user('camper'), await cloud.user('camper')];
  hubKey = (await call(cloud, 'POST', '/admin/hub-keys', admin, {})).json<{ key: string }>().key;
  conversation = (await call(cloud, 'POST', '/conversations', alice, { type: 'direct', member_ids: [bob.id] })).json<{ id: string }>().id;
  cloudVersion = schemaVersion();
  const link = injectCloud(cloud, hubKey, (path, body) => {
    called.push(path);
    return path === '/hub/exchange' ? { ...(body as object), schema_version: cloudVersion } : body;
  });
  parts = {
    // Files fetched and put are noted beside the JSON calls.
    cloud: {
      ...link,
      bytes: (path) => (called.push(path), link.bytes(path)),
      put: (path, bytes, type) => (called.push(`PUT ${path}`), link.put(path, bytes, type)),
    },
    db: hub.database.db,
    photos: hub.app.ctx.images,
    files: hubFiles(hub.config.DATA_DIR),
    diskBudget: 0,
    say: (line) => said.push(line),
    pokeEveryone: () => undefined,
  };
  expect(await pullRound(parts)).toBe('replaced');
}, 120_000);

afterAll(async () => {
  await hub.close();
  await cloud.close();
});

/** A call to /api of a server as a person (with an Idempotency-Key when given). */
function call(server: TestServer, method: 'GET' | 'POST', url: string, who: TestUser, payload?: object, key?: string) {
  return server.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(who), ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload ? { payload } : {}),
  });
}

/** The hub sends what waits up to the cloud, until nothing does. */
async function sendUp(): Promise<void> {
  const forwarder = startForwarder({
    cloud: parts.cloud,
    db: hub.database.db,
    photos: parts.photos,
    say: parts.say,
    sent: () => undefined,
  });
  forwarder.wake();
  try {
    expect(
      await readUntil(
        () => countPending(hub.database.db),
        (n) => n === 0,
      ),
    ).toBe(0);
  } finally {
    forwarder.stop();
  }
}

/** Bob's unread messages in the conversation, as a server counts them. */
async function unread(server: TestServer): Promise<number | undefined> {
  const list = (await call(server, 'GET', '/conversations', bob)).json<Conversation[]>();
  return list.find((c) => c.id === conversation)?.unread_count;
}

describe('a camp hub and its cloud', () => {
  it('keeps a conversation read at camp read, at the cloud and after the next replace', async () => {
    expect(
      (await call(cloud, 'POST', `/conversations/${conversation}/messages`, alice, { content: 'Canoes at ten', type: 'text' })).statusCode,
    ).toBe(201);
    expect(await pullRound(parts)).toBe('replaced');
    expect(await unread(hub)).toBe(1);

    const opened = await call(hub, 'GET', `/conversations/${conversation}/messages`, bob);
    expect(opened.statusCode).toBe(200);
    expect(await unread(hub)).toBe(0);
    await sendUp();
    expect(await unread(cloud)).toBe(0);
    expect(await pullRound(parts)).toBe('replaced');
    expect(await unread(hub)).toBe(0);
  }, 120_000);

  it('answers the phone that sends a create made at camp to the cloud too with the stored answer, and makes one row', async () => {
    const key = randomUUID();
    const rule = { title: `Quiet hours ${key}`, description: 'From ten at night.' };
    const atCamp = await call(hub, 'POST', '/rules', organizer, rule, key);
    expect(atCamp.statusCode).toBe(201);
    const { id } = atCamp.json<{ id: string }>();
    await sendUp();

    // The hub's answer was lost: the phone sends the same change to the cloud from home, as it first sent it.
    const fromPhone = await call(cloud, 'POST', '/rules', organizer, rule, key);
    expect(fromPhone.statusCode).toBe(201);
    expect(fromPhone.headers['idempotent-replayed']).toBe('true');
    expect(fromPhone.json<{ id: string }>().id).toBe(id);
    const made = await cloud.database.db.select({ id: rules.id }).from(rules).where(eq(rules.title, rule.title));
    expect(made).toEqual([{ id }]);
  }, 120_000);

  it('sends a photo made at camp ahead as the hub made it: the same address at the cloud, and nothing to fetch back', async () => {
    const post = async (caption: string) => {
      const res = await postForm(hub, alice, { caption }, { bytes: await phoneJpeg(800, 600), name: 'IMG_1.jpg', type: 'image/jpeg' });
      expect(res.statusCode).toBe(201);
      return res.json<Post>();
    };
    const kept = await post(`Canoes on the lake ${randomUUID()}`);
    // The hub lost the files of this one (a disk cleared): it goes up as the phone's file, made again at the cloud.
    const lost = await post(`Campfire ${randomUUID()}`);
    for (const url of [lost.image, lost.thumb]) await hub.app.ctx.images.remove(uploadKey(url ?? '') ?? '');
    called.length = 0;
    await sendUp();
    expect(called).toContain(`PUT /hub/photos/${uploadKey(kept.image ?? '')}`);
    const feed = (await call(cloud, 'GET', '/posts', bob)).json<Post[] | { items: Post[] }>();
    const atCloud = Array.isArray(feed) ? feed : feed.items;
    const cloudPost = (id: string) => atCloud.find((p) => p.id === id);
    expect(uploadKey(cloudPost(kept.id)?.image ?? '')).toBe(uploadKey(kept.image ?? ''));
    expect(uploadKey(cloudPost(kept.id)?.thumb ?? '')).toBe(uploadKey(kept.thumb ?? ''));
    expect(called.filter((path) => path.startsWith('/hub/photos/posts/'))).toEqual([]);
    const remade = uploadKey(cloudPost(lost.id)?.image ?? '');
    expect(remade).toMatch(/^posts\//);
    expect(remade).not.toBe(uploadKey(lost.image ?? ''));
    expect(await cloud.app.ctx.images.sizeOf(remade ?? '')).toBeGreaterThan(0);

    // The hub's next pull, with room for every photo, has the kept one already under its key: it fetches the remade one only.
    expect(await pullRound({ ...parts, diskBudget: 1e9 })).toBe('replaced');
    expect(called).toContain(`/hub/photos/${remade}`);
    expect(called).not.toContain(`/hub/photos/${uploadKey(kept.image ?? '')}`);
  }, 120_000);

  it('stops pulling while the cloud runs another version, says so once, still sends changes up, and pulls again once they agree', async () => {
    cloudVersion = '9999_another_shape';
    called.length = 0;
    said.length = 0;
    const message = `Lunch moved to one ${randomUUID()}`;
    expect((await call(hub, 'POST', `/conversations/${conversation}/messages`, alice, { content: message, type: 'text' })).statusCode).toBe(
      201,
    );
    const sync = startHubSync({ ...parts, pullEveryMs: 100, holding: () => undefined });
    try {
      const exchanges = () => called.filter((path) => path === '/hub/exchange').length;
      await readUntil(
        async () => ({ pending: await countPending(hub.database.db), exchanges: exchanges() }),
        (now) => now.pending === 0 && now.exchanges >= 4,
      );
      expect(exchanges()).toBeGreaterThanOrEqual(4);
      expect(called).not.toContain('/hub/rows');
      expect(said.filter((line) => line.includes('runs version 9999_another_shape'))).toHaveLength(1);
      expect(said.join(' ')).toContain('The changes made at the camp still go up.');
      const atCloud = (await call(cloud, 'GET', `/conversations/${conversation}/messages`, alice)).json<{ content: string }[]>();
      expect(atCloud.map((m) => m.content)).toContain(message);

      cloudVersion = schemaVersion();
      const lines = await readUntil(
        () => said.join('\n'),
        (text) => text.includes('The hub holds the camp'),
      );
      expect(lines).toContain('run the same version of Camp Weekend again: the hub pulls again.');
      expect(called).toContain('/hub/rows');
    } finally {
      sync.stop();
    }
  }, 120_000);
});
