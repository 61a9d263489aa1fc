import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampEvent } from '../../contracts/events.js';
import type { Post } from '../../contracts/feed.js';
import { posts } from '../../server/db/schema/index.js';
import { multipartBody, postForm } from '../support/posts-helpers.js';
import { startS3Server } from '../support/s3-server.js';
import { bearer, createTestServer, injectAs, type TestServer, type TestUser } from '../support/test-server.js';

let server: TestServer;
let admin: TestUser;
let jose: TestUser;
let ana: TestUser;
let campfire: CampEvent;
let hike: CampEvent;
const workDir = mkdtempSync(path.join(tmpdir(), 'cw-archive-'));
const inject = injectAs(() => server);

const photoBytes = (shade: number) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: shade, g: 90, b: 140 } } })
    .jpeg()
    .toBuffer();

async function share(who: TestUser, caption: string, fields: Record<string, string> = {}, withPhoto = true) {
  const file = withPhoto ? { bytes: await photoBytes(caption.length * 7), name: 'p.jpg', type: 'image/jpeg' } : undefined;
  const body = await multipartBody({ caption, ...fields }, file);
  return server.app.inject({ method: 'POST', url: '/api/posts', headers: { ...body.headers, ...bearer(who) }, payload: body.payload });
}

/** Shares a photo, then dates it (the camp's clock is UTC-7 in September). */
async function sharedAt(who: TestUser, caption: string, at: string, eventId?: string): Promise<Post> {
  const res = await share(who, caption, eventId ? { event_id: eventId } : {});
  expect(res.statusCode).toBe(201);
  const post = res.json<Post>();
  await server.database.db
    .update(posts)
    .set({ createdAt: new Date(at) })
    .where(eq(posts.id, post.id));
  return post;
}

async function createEvent(title: string): Promise<CampEvent> {
  const res = await inject('POST', '/admin/events', admin, {
    title,
    description: '',
    event_time: '2025-09-06T02:00:00.000Z',
    location: 'Fire pit',
    capacity: 0,
    event_type: 'social',
  });
  expect(res.statusCode).toBe(201);
  return res.json<CampEvent>();
}

/** The archive as the caller gets it, unzipped: its file names and each file's bytes. */
async function download(who: TestUser | null, query = '', from = server) {
  const res = await from.app.inject({ method: 'GET', url: `/api/photos/archive${query}`, headers: who ? bearer(who) : {} });
  if (res.statusCode !== 200) return { res, names: [], read: () => Buffer.alloc(0) };
  const file = path.join(workDir, `${Math.random().toString(36).slice(2)}.zip`);
  writeFileSync(file, res.rawPayload);
  const listing = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' });
  execFileSync('unzip', ['-tq', file]); // every entry's checksum holds
  return { res, names: listing.split('\n').filter(Boolean), read: (name: string) => execFileSync('unzip', ['-p', file, name]) };
}

beforeAll(async () => {
  server = await createTestServer();
  admin = await server.user('admin');
  jose = await server.user('camper', { firstName: 'José', lastName: 'García/Ñ' });
  ana = await server.user('camper', { firstName: 'Ana', lastName: 'Lopez' });
  campfire = await createEvent('Campfire Songs!');
  hike = await createEvent('Sunrise Hike');
});
afterAll(async () => {
  await server.close();
  rmSync(workDir, { recursive: true, force: true });
});

describe("a post's event", () => {
  it('keeps the event a photo was shared for, in the answer, the feed and the replication stream', async () => {
    const res = await share(ana, 'Marshmallows', { event_id: campfire.id });
    expect(res.statusCode).toBe(201);
    const post = res.json<Post>();
    expect(post.event_id).toBe(campfire.id);
    const feed = (await inject('GET', '/posts', jose)).json<Post[]>();
    expect(feed.find((p) => p.id === post.id)?.event_id).toBe(campfire.id);
    const pull = (await inject('GET', '/pull', jose)).json<{ tables: Record<string, { items: Post[] }> }>();
    const pulled = JSON.stringify(pull);
    expect(pulled).toContain(`"event_id":"${campfire.id}"`);
    const plain = (await share(ana, 'No moment')).json<Post>();
    expect(plain.event_id).toBeNull();
  });

  it('takes the event in a JSON post too', async () => {
    const res = await inject('POST', '/posts', ana, { caption: 'Words only', event_id: hike.id });
    expect(res.statusCode).toBe(201);
    expect(res.json<Post>().event_id).toBe(hike.id);
  });

  it('refuses an event that does not exist with 400 and a sentence, and stores nothing', async () => {
    const res = await share(ana, 'Lost moment', { event_id: '00000000-0000-4000-8000-000000000000' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The event chosen for this photo no longer exists.', code: 'post_event_gone' });
    const feed = (await inject('GET', '/posts', ana)).json<Post[]>();
    expect(feed.some((p) => p.caption === 'Lost moment')).toBe(false);
  });

  it('refuses an event id that is no id with 400 and a sentence', async () => {
    const res = await share(ana, 'Odd moment', { event_id: 'campfire' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toBe('Invalid request. event_id: not an event id.');
  });
});

describe('GET /api/photos/archive', () => {
  let lake: Post;

  beforeAll(async () => {
    // Start from no photos: the posts of the tests above are not part of these.
    await server.database.db.delete(posts);
    await sharedAt(jose, 'Songs by the fire\nsecond verse', '2025-09-06T03:05:00.000Z', campfire.id); // 5 Sept 20:05
    await sharedAt(jose, 'Encore', '2025-09-06T03:40:00.000Z', campfire.id); // 5 Sept 20:40
    lake = await sharedAt(ana, 'Lake at noon', '2025-09-06T19:00:00.000Z'); // 6 Sept 12:00
    await sharedAt(ana, 'Dawn', '2025-09-07T13:15:00.000Z', hike.id); // 7 Sept 06:15
    // Not photos, or no longer there: never in the download.
    expect((await share(ana, 'Only words', { event_id: campfire.id }, false)).statusCode).toBe(201);
    const gone = await sharedAt(ana, 'Deleted', '2025-09-06T19:30:00.000Z', campfire.id);
    expect((await inject('DELETE', `/posts/${gone.id}`, ana)).statusCode).toBe(200);
  });

  it('holds every photo the caller may see, named by camp time and author, at its stored size, with captions.txt', async () => {
    const { res, names, read } = await download(ana);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="camp-weekend-photos.zip"');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(names).toEqual([
      '2025-09-05_2005_Jose-Garcia-N_1.jpg',
      '2025-09-05_2040_Jose-Garcia-N_2.jpg',
      '2025-09-06_1200_Ana-Lopez_1.jpg',
      '2025-09-07_0615_Ana-Lopez_2.jpg',
      'captions.txt',
    ]);
    // The full stored photo, byte for byte, as /uploads serves it.
    const stored = await server.app.inject({ method: 'GET', url: lake.image ?? '' });
    expect(read('2025-09-06_1200_Ana-Lopez_1.jpg').equals(stored.rawPayload)).toBe(true);
    expect(read('captions.txt').toString('utf8')).toBe(
      [
        '2025-09-05_2005_Jose-Garcia-N_1.jpg\n  Caption: Songs by the fire\n    second verse\n  By: José García/Ñ\n  At: 2025-09-05 20:05 (camp time)\n',
        '2025-09-05_2040_Jose-Garcia-N_2.jpg\n  Caption: Encore\n  By: José García/Ñ\n  At: 2025-09-05 20:40 (camp time)\n',
        '2025-09-06_1200_Ana-Lopez_1.jpg\n  Caption: Lake at noon\n  By: Ana Lopez\n  At: 2025-09-06 12:00 (camp time)\n',
        '2025-09-07_0615_Ana-Lopez_2.jpg\n  Caption: Dawn\n  By: Ana Lopez\n  At: 2025-09-07 06:15 (camp time)\n',
      ].join('\n'),
    );
    // Another camper may see the same photos, so gets the same download.
    expect((await download(jose)).names).toEqual(names);
  });

  it("holds only the event's photos with ?event_id=, named after the event", async () => {
    const { res, names } = await download(ana, `?event_id=${campfire.id}`);
    expect(res.headers['content-disposition']).toBe('attachment; filename="camp-weekend-campfire-songs.zip"');
    expect(names).toEqual(['2025-09-05_2005_Jose-Garcia-N_1.jpg', '2025-09-05_2040_Jose-Garcia-N_2.jpg', 'captions.txt']);
  });

  it('holds only the camp day’s photos with ?day= (a day on the camp’s clock)', async () => {
    const sixth = await download(ana, '?day=2025-09-06');
    expect(sixth.res.headers['content-disposition']).toBe('attachment; filename="camp-weekend-2025-09-06.zip"');
    expect(sixth.names).toEqual(['2025-09-06_1200_Ana-Lopez_1.jpg', 'captions.txt']);
    // 03:05 UTC on the 6th is the evening of the 5th at camp.
    expect((await download(ana, '?day=2025-09-05')).names).toEqual([
      '2025-09-05_2005_Jose-Garcia-N_1.jpg',
      '2025-09-05_2040_Jose-Garcia-N_2.jpg',
      'captions.txt',
    ]);
  });

  it('answers a valid zip holding only captions.txt when nothing matches', async () => {
    const { res, names, read } = await download(ana, '?day=2025-09-20');
    expect(res.statusCode).toBe(200);
    expect(names).toEqual(['captions.txt']);
    expect(read('captions.txt').toString()).toBe('No photos.\n');
  });

  it('refuses bad choices with a sentence', async () => {
    const both = await download(ana, `?event_id=${campfire.id}&day=2025-09-06`);
    expect(both.res.statusCode).toBe(400);
    expect(both.res.json()).toEqual({ error: 'Choose an event or a day to download, not both.', code: 'archive_one_filter' });
    const notADay = await download(ana, '?day=2025-02-30');
    expect(notADay.res.statusCode).toBe(400);
    expect(notADay.res.json<{ error: string }>().error).toBe('Invalid request. day: not a date of the calendar.');
    const shape = await download(ana, '?day=6-9-2025');
    expect(shape.res.json<{ error: string }>().error).toBe('Invalid request. day: must be a date as YYYY-MM-DD.');
    const noEvent = await download(ana, '?event_id=00000000-0000-4000-8000-000000000000');
    expect(noEvent.res.statusCode).toBe(404);
    expect(noEvent.res.json()).toEqual({ error: 'This event no longer exists.', code: 'event_gone' });
  });

  it('is for signed-in, approved campers only', async () => {
    expect((await download(null)).res.statusCode).toBe(401);
    const pending = await server.user('camper', { status: 'pending' });
    expect((await download(pending)).res.statusCode).toBe(401);
  });
});

describe('GET /api/photos/archive from a bucket', () => {
  it('reads each photo as a stream from the S3 bucket', async () => {
    const s3 = await startS3Server();
    const onBucket = await createTestServer(s3.env);
    try {
      const camper = await onBucket.user('camper', { firstName: 'Sam', lastName: 'Lee' });
      const shared = await postForm(
        onBucket,
        camper,
        { caption: 'Canoes' },
        { bytes: await photoBytes(200), name: 'c.jpg', type: 'image/jpeg' },
      );
      const post = shared.json<Post>();
      const { res, names, read } = await download(camper, '', onBucket);
      expect(res.statusCode).toBe(200);
      expect(names).toHaveLength(2);
      expect(names[0]).toMatch(/^\d{4}-\d{2}-\d{2}_\d{4}_Sam-Lee_1\.jpg$/);
      const stored = await onBucket.app.inject({ method: 'GET', url: post.image ?? '' });
      expect(read(names[0] ?? '').equals(stored.rawPayload)).toBe(true);
    } finally {
      await onBucket.close();
      await s3.close();
    }
  });
});
