/**
 * A camp hub sends what it accepted up to the cloud once the link returns, and the cloud's verdict comes back down:
 * the cloud and the hub as two processes, the hub reaching the cloud through a relay that cuts the link. With the
 * link cut, a camper sends a chat message, posts a photo and answers an event at the hub, while at the cloud another
 * camper fills the event. Once the link is back the message and the post are in the cloud under the hub's ids, once;
 * the RSVP is refused there with the camper's "Not saved" notice; the hub's next pull shows the cloud's RSVPs and the
 * notice; and the phone sending the message again to the cloud with its key gets the stored answer. A write the hub
 * cannot send up is refused with a sentence. In the PostgreSQL project the cloud runs on PostgreSQL.
 */
import { readUntil } from '../support/read-until.js';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '../../contracts/chat.js';
import type { CampEvent } from '../../contracts/events.js';
import type { Post } from '../../contracts/feed.js';
import type { CreatedHubKey } from '../../contracts/hub.js';
import { startCloudProcess, type CloudProcess } from '../support/cloud-process.js';
import { multipartBody, phoneJpeg } from '../support/posts-helpers.js';
import { startRelay, type Relay } from '../support/relay.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

let cloud: CloudProcess;
let relay: Relay;
let hub: ServerProcess;
let hubDir: string;
const campers: Record<'ana' | 'ben', { id: string; token: string }> = {
  ana: { id: '', token: '' },
  ben: { id: '', token: '' },
};
let conversationId: string;
let eventId: string;

/** A JSON call to `server` (the cloud's or the hub's address) as `token`; its status, headers and body. */
async function call(server: string, token: string, method: string, url: string, body?: unknown, key?: string) {
  const res = await fetch(`${server}/api${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : null) as unknown };
}

const itemsOf = <T>(list: unknown): T[] => (Array.isArray(list) ? (list as T[]) : (list as { items: T[] }).items);

async function makeCamper(first: string): Promise<{ id: string; token: string }> {
  const email = `${first.toLowerCase()}@hub.test`;
  const password = 'camper-pass-123';
  const made = await call(cloud.url, cloud.token, 'POST', '/admin/users', {
    email,
    password,
    first_name: first,
    last_name: 'Camper',
    date_of_birth: '2000-01-01',
    must_change_password: false,
  });
  expect(made.status).toBe(201);
  const signedIn = await call(cloud.url, '', 'POST', '/auth/login', { email, password });
  return { id: (made.body as { id: string }).id, token: (signedIn.body as { token: string }).token };
}

beforeAll(async () => {
  cloud = await startCloudProcess();
  campers.ana = await makeCamper('Ana');
  campers.ben = await makeCamper('Ben');
  const event = await call(cloud.url, cloud.token, 'POST', '/admin/events', {
    title: 'Night canoe',
    description: 'One seat',
    event_time: '2031-07-04T20:00:00.000Z',
    location: 'Dock',
    capacity: 1,
    event_type: 'activity',
  });
  eventId = (event.body as CampEvent).id;
  const conversation = await call(cloud.url, campers.ana.token, 'POST', '/conversations', { type: 'direct', member_ids: [campers.ben.id] });
  conversationId = (conversation.body as { id: string }).id;
  const { key } = (await call(cloud.url, cloud.token, 'POST', '/admin/hub-keys', {})).body as CreatedHubKey;

  relay = await startRelay(cloud.url);
  hubDir = mkdtempSync(path.join(tmpdir(), 'cw-hub-forward-'));
  const env = { HUB_CLOUD_URL: relay.url, HUB_KEY: key, HUB_PULL_SECONDS: '1', DATA_DIR: hubDir, STATIC_DIR: path.join(hubDir, 'none') };
  hub = await startServerProcess(env, { script: 'server/hub/main.ts' });
}, 120_000);

afterAll(async () => {
  await hub.stop();
  await relay.close();
  await cloud.close();
  rmSync(hubDir, { recursive: true, force: true });
});

describe('a camp hub forwarding what it took', () => {
  it('sends the camp’s changes up when the link returns, and brings the cloud’s verdict down', async () => {
    const { ana, ben } = campers;
    // The hub holds the conversation and the event before the link goes.
    const held = await readUntil(
      () => call(hub.url, ana.token, 'GET', '/events'),
      (r) => itemsOf<CampEvent>(r.body).some((e) => e.id === eventId),
    );
    expect(itemsOf<CampEvent>(held.body).some((e) => e.id === eventId)).toBe(true);
    relay.cut();

    const message = { id: randomUUID(), content: 'Canoes at seven' };
    const messageKey = randomUUID();
    const sent = await call(hub.url, ana.token, 'POST', `/conversations/${conversationId}/messages`, message, messageKey);
    expect(sent.status).toBe(201);
    const photo = await phoneJpeg(640, 480);
    const form = await multipartBody({ caption: 'Lake at dawn, from camp' }, { bytes: photo, name: 'IMG_9.jpg', type: 'image/jpeg' });
    const posted = await fetch(`${hub.url}/api/posts`, {
      method: 'POST',
      headers: { ...form.headers, authorization: `Bearer ${ana.token}`, 'idempotency-key': randomUUID() },
      body: form.payload,
    });
    expect(posted.status).toBe(201);
    const postId = ((await posted.json()) as Post).id;
    const rsvpKey = randomUUID();
    expect((await call(hub.url, ana.token, 'POST', `/events/${eventId}/register`, {}, rsvpKey)).status).toBe(200);
    const invitation = await call(hub.url, cloud.token, 'POST', '/admin/invitations', {});
    expect(invitation.status).toBe(503);
    expect(invitation.body).toMatchObject({
      code: 'hub_needs_cloud',
      error: expect.stringContaining('This needs the internet') as unknown,
    });

    // Meanwhile, at home, Ben takes the last seat.
    expect((await call(cloud.url, ben.token, 'POST', `/events/${eventId}/register`, {})).status).toBe(200);
    relay.restore();

    const messagesAt = async (server: string) =>
      itemsOf<Message>((await call(server, ana.token, 'GET', `/conversations/${conversationId}/messages`)).body);
    const inCloud = await readUntil(
      () => messagesAt(cloud.url),
      (list) => list.some((m) => m.id === message.id),
    );
    expect(inCloud.filter((m) => m.id === message.id)).toHaveLength(1);
    const posts = await readUntil(
      async () => itemsOf<Post>((await call(cloud.url, ana.token, 'GET', '/posts')).body),
      (list) => list.some((p) => p.id === postId),
    );
    expect(posts.filter((p) => p.id === postId)).toHaveLength(1);
    expect(posts.find((p) => p.id === postId)?.image).toBeTruthy();
    const noticeOf = async (server: string) =>
      ((await call(server, ana.token, 'GET', '/notifications')).body as { changeId?: string; title: string }[]).find(
        (n) => n.changeId === rsvpKey,
      );
    expect((await readUntil(() => noticeOf(cloud.url), Boolean))?.title).toBeTruthy();

    // The hub's next pull: the cloud's RSVPs stand, and the notice reaches Ana's phone at camp.
    const eventAtHub = async () =>
      itemsOf<CampEvent>((await call(hub.url, ana.token, 'GET', '/events')).body).find((e) => e.id === eventId);
    const atHub = await readUntil(eventAtHub, (e) => e?.is_user_registered === false);
    expect(atHub).toMatchObject({ is_user_registered: false, registration_count: 1 });
    expect((await readUntil(() => noticeOf(hub.url), Boolean))?.title).toBeTruthy();
    expect((await messagesAt(hub.url)).filter((m) => m.id === message.id)).toHaveLength(1);

    // Ana's phone sends the message again, from home, with its key: the stored answer, nothing added.
    const again = await call(cloud.url, ana.token, 'POST', `/conversations/${conversationId}/messages`, message, messageKey);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await messagesAt(cloud.url)).filter((m) => m.id === message.id)).toHaveLength(1);
  }, 90_000);
});
