/**
 * A camp hub's journal and forwarder against a stand-in cloud (server/hub/hub-journal.ts, hub-forward.ts, hub-round.ts):
 * every change a command makes at the hub, alone or batched, is recorded once with the phone's key (a replay or a
 * refusal adds nothing; a create keeps its input as sent and its new row's id beside it; an upload its fields and file;
 * opening a conversation with unread messages is recorded as its read); the records go up in order,
 * up to the first the cloud asks to retry, and again later; and no pull overwrites the hub while one waits.
 */
import { createHash } from 'node:crypto';
import { readUntil } from '../support/read-until.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForwardedOperation } from '../../contracts/hub-forward.js';
import { CloudError, type CloudClient } from '../../server/hub/cloud-client.js';
import { hubFiles } from '../../server/hub/hub-files.js';
import { startForwarder } from '../../server/hub/hub-forward.js';
import { countPending, pendingOperations } from '../../server/hub/hub-journal-repository.js';
import { pullRound } from '../../server/hub/hub-round.js';
import { uploadKey } from '../../server/storage/upload-keys.js';
import { phoneJpeg, postForm } from '../support/posts-helpers.js';
import { bearer, createTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
let journaled = 0;

beforeAll(async () => {
  server = await createTestServer({}, { campHub: { journaled: () => (journaled += 1) } });
});

afterAll(() => server.close());

const everyChange = () => pendingOperations(server.database.db, { rows: 100, fileBytes: Number.MAX_SAFE_INTEGER });
const everyPending = async () => (await everyChange()).map((change) => change.operation);

describe('the camp hub’s journal', () => {
  it('records each change once, with its key, the new row’s id and an upload’s file', async () => {
    const camper = await server.user('camper');
    const organizer = await server.user('organizer');
    const tick = (key: string) =>
      server.app.inject({
        method: 'PUT',
        url: '/api/packing/1',
        headers: { ...bearer(camper), 'idempotency-key': key },
        payload: { is_checked: true },
      });
    expect((await tick('tick-1')).statusCode).toBe(200);
    expect((await tick('tick-1')).headers['idempotent-replayed']).toBe('true');
    const missing = await server.app.inject({
      method: 'PUT',
      url: '/api/packing/999999',
      headers: bearer(camper),
      payload: { is_checked: true },
    });
    expect(missing.statusCode).toBe(404);

    const rule = await server.app.inject({
      method: 'POST',
      url: '/api/rules',
      headers: bearer(organizer),
      payload: { title: 'Sunscreen', description: 'Every two hours.' },
    });
    expect(rule.statusCode).toBe(201);
    const batch = await server.app.inject({
      method: 'POST',
      url: '/api/sync',
      headers: bearer(camper),
      payload: { operations: [{ id: 'op-untick', command: 'packing.tick', params: { id: '1' }, body: { is_checked: false } }] },
    });
    expect(batch.json<{ results: { status: number }[] }>().results[0]?.status).toBe(200);
    const photo = await phoneJpeg(320, 240);
    const posted = await postForm(server, camper, { caption: 'Canoes' }, { bytes: photo, name: 'IMG_2.jpg', type: 'image/jpeg' }, 'post-1');
    expect(posted.statusCode).toBe(201);

    const ops = await everyPending();
    expect(ops.map((op) => [op.user_id, op.method, op.path])).toEqual([
      [camper.id, 'PUT', '/packing/1'],
      [organizer.id, 'POST', '/rules'],
      [camper.id, 'PUT', '/packing/1'],
      [camper.id, 'POST', '/posts'],
    ]);
    const [ticked, made, unticked, post] = ops as [ForwardedOperation, ForwardedOperation, ForwardedOperation, ForwardedOperation];
    expect(ticked).toMatchObject({ key: 'tick-1', command: 'packing.tick', params: { id: '1' }, body: { is_checked: true } });
    expect(made.key).toMatch(/^[0-9a-f-]{36}$/);
    // The input as the phone sent it (the key's hash is of that), the new row's id beside it.
    expect(made.body).toEqual({ title: 'Sunscreen', description: 'Every two hours.' });
    expect(made.created_id).toBe(rule.json<{ id: string }>().id);
    expect(unticked).toMatchObject({ key: 'op-untick', body: { is_checked: false } });
    expect(post.key).toBe('post-1');
    expect(post.form?.fields).toEqual({ caption: 'Canoes' });
    expect(post.created_id).toBe(posted.json<{ id: string }>().id);
    const file = post.form?.file;
    expect(file && 'base64' in file && Buffer.from(file.base64, 'base64').equals(photo)).toBe(true);
    // The photo the hub made of it goes up ahead, under the keys its answer names; the phone's file is known by its hash.
    const { image, thumb } = posted.json<{ image: string; thumb: string }>();
    expect((await everyChange()).at(-1)?.made).toEqual({
      field: 'image',
      filename: 'IMG_2.jpg',
      sha256: createHash('sha256').update(photo).digest('hex'),
      display: uploadKey(image),
      thumb: uploadKey(thumb),
    });
    expect(journaled).toBe(4);
  });

  it('pulls nothing while a change waits for the cloud', async () => {
    const said: string[] = [];
    const cloud: CloudClient = {
      address: 'https://camp.example.org',
      json: () => Promise.reject(new CloudError('unreachable', 'called')),
      bytes: () => Promise.reject(new CloudError('unreachable', 'called')),
      put: () => Promise.reject(new CloudError('unreachable', 'called')),
    };
    const files = hubFiles(server.config.DATA_DIR);
    const parts = { cloud, db: server.database.db, photos: server.app.ctx.images, files, diskBudget: 0, say: (l: string) => said.push(l) };
    expect(await pullRound({ ...parts, pokeEveryone: () => said.push('poked') })).toBe('changes pending');
    expect(said).toEqual([]);
  });

  it('sends the changes up in order, up to the first the cloud asks to retry, then the rest', async () => {
    const sent: number[][] = [];
    const said: string[] = [];
    let answersOnce = true;
    const cloud: CloudClient = {
      address: 'https://camp.example.org',
      json: (_method, _path, body) => {
        const { operations } = body as { operations: ForwardedOperation[] };
        sent.push(operations.map((op) => op.seq));
        // The first request: the first change's author gone, the second refused, the third to retry (its followers unanswered).
        const results = answersOnce
          ? [
              { seq: operations[0]?.seq, status: 410, body: { error: 'Gone', code: 'hub_author_gone' } },
              { seq: operations[1]?.seq, status: 409, body: { error: 'Full', code: 'event_full' } },
              { seq: operations[2]?.seq, status: 503, body: {}, retry_after: 1 },
            ]
          : operations.map((op) => ({ seq: op.seq, status: 200, body: {} }));
        answersOnce = false;
        return Promise.resolve({ results });
      },
      bytes: () => Promise.resolve(null),
      put: () => Promise.resolve(),
    };
    let wentUp = 0;
    const forwarder = startForwarder({
      cloud,
      db: server.database.db,
      photos: server.app.ctx.images,
      say: (l) => said.push(l),
      sent: () => (wentUp += 1),
    });
    forwarder.wake();
    expect(
      await readUntil(
        () => countPending(server.database.db),
        (n) => n === 0,
      ),
    ).toBe(0);
    forwarder.stop();
    const seqs = sent[0] ?? [];
    expect(seqs).toHaveLength(4);
    expect(sent.slice(1)).toEqual([seqs.slice(2)]);
    expect(said.join(' ')).toContain(
      '2 changes made at the camp went up to the cloud: the cloud refused 1 (their authors are told) and 1 whose author no longer has an account (nobody to tell).',
    );
    expect(said.join(' ')).toContain('The cloud asked the hub to send some changes again later.');
  });

  it('records opening a conversation with unread messages as its read, by the reader, and an open with nothing new not at all', async () => {
    const [alice, bob] = [await server.user('camper'), await server.user('camper')];
    const started = await server.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: bearer(alice),
      payload: { type: 'direct', member_ids: [bob.id] },
    });
    const conversation = started.json<{ id: string }>().id;
    const sent = await server.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversation}/messages`,
      headers: bearer(alice),
      payload: { content: 'Canoes at ten', type: 'text' },
    });
    expect(sent.statusCode).toBe(201);
    const before = (await everyPending()).length;
    const open = () => server.app.inject({ method: 'GET', url: `/api/conversations/${conversation}/messages`, headers: bearer(bob) });
    expect((await open()).statusCode).toBe(200);
    expect((await open()).statusCode).toBe(200);

    const added = (await everyPending()).slice(before);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      user_id: bob.id,
      command: 'chat.read',
      params: { id: conversation },
      method: 'POST',
      path: `/conversations/${conversation}/read`,
      // When it was read at camp: the cloud records the receipt then.
      made_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as unknown,
    });
    expect(added[0]).not.toHaveProperty('body');
  });

  it('while the cloud does not answer, a change made at camp waits for the retry instead of sending again at once', async () => {
    const camper = await server.user('camper');
    const made = await server.app.inject({ method: 'PUT', url: '/api/users/me', headers: bearer(camper), payload: { bio: 'At camp' } });
    expect(made.statusCode).toBe(200);
    expect(await countPending(server.database.db)).toBeGreaterThan(0);
    const tries: number[] = [];
    const cloud: CloudClient = {
      address: 'https://camp.example.org',
      json: () => (tries.push(Date.now()), Promise.reject(new CloudError('unreachable', 'The cloud cannot be reached.'))),
      bytes: () => Promise.resolve(null),
      put: () => Promise.resolve(),
    };
    const forwarder = startForwarder({
      cloud,
      db: server.database.db,
      photos: server.app.ctx.images,
      say: () => undefined,
      sent: () => undefined,
    });
    forwarder.wake();
    expect(
      await readUntil(
        () => tries.length,
        (n) => n === 1,
      ),
    ).toBe(1);
    // Changes committed while the first retry is a second away: none of them sends on its own, the retry's timer does.
    for (let i = 0; i < 5; i += 1) forwarder.wake();
    expect(
      await readUntil(
        () => tries.length,
        (n) => n >= 2,
      ),
    ).toBeGreaterThanOrEqual(2);
    forwarder.stop();
    const [first = 0, second = 0] = tries;
    // A busy machine only makes the wait longer: sent at once, the second try would follow within milliseconds.
    expect(second - first).toBeGreaterThanOrEqual(900);
  });
});
