import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AccountExport } from '../../contracts/profile-account.js';
import { INSTAGRAM_TAGLINE, type InstagramConnect } from '../../contracts/instagram.js';
import { serverErrors } from '../../contracts/error-codes.js';
import type { Post } from '../../contracts/feed.js';
import { instagramAccounts } from '../../server/db/schema/index.js';
import { openToken } from '../../server/instagram/token-crypto.js';
import { startFakeInstagram, type FakeInstagram } from '../support/instagram-provider.js';
import { multipartBody, phoneJpeg } from '../support/posts-helpers.js';
import { bearer, createTestServer, type TestServer, type TestUser } from '../support/test-server.js';

const PUBLIC_URL = 'https://camp.example.org';
const REDIRECT = `${PUBLIC_URL}/instagram/callback`;

let fake: FakeInstagram;
let server: TestServer;
let unconfigured: TestServer;
beforeAll(async () => {
  fake = await startFakeInstagram();
  server = await createTestServer({ ...fake.env, PUBLIC_URL });
  unconfigured = await createTestServer();
});
afterAll(async () => {
  await Promise.all([server.close(), unconfigured.close()]);
  await fake.close();
});
beforeEach(() => {
  fake.failure = null;
});

const call = (who: TestUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, on = server) =>
  on.app.inject({ method, url: `/api${url}`, headers: bearer(who), ...(payload ? { payload } : {}) });

/** What the popup does: open the authorize address, follow Instagram's redirect back, hand the code to the server. */
async function connect(who: TestUser) {
  const start = (await call(who, 'GET', `/instagram/connect?redirect_uri=${encodeURIComponent(REDIRECT)}`)).json<InstagramConnect>();
  if (!start.configured) throw new Error('not configured');
  const back = new URL((await fetch(start.url, { redirect: 'manual' })).headers.get('location') ?? '');
  return {
    back,
    auth: await call(who, 'POST', '/instagram/auth', {
      code: back.searchParams.get('code'),
      redirect_uri: REDIRECT,
      state: back.searchParams.get('state'),
    }),
  };
}

async function photoPost(who: TestUser): Promise<Post> {
  const form = await multipartBody({ caption: 'Lake' }, { bytes: await phoneJpeg(600, 400), name: 'lake.jpg', type: 'image/jpeg' });
  return (
    await server.app.inject({ method: 'POST', url: '/api/posts', headers: { ...form.headers, ...bearer(who) }, payload: form.payload })
  ).json<Post>();
}

describe('without Instagram credentials', () => {
  it('Connect says the camp has not set Instagram up, instead of failing', async () => {
    const camper = await unconfigured.user();
    const start = await call(
      camper,
      'GET',
      `/instagram/connect?redirect_uri=${encodeURIComponent('http://localhost/instagram/callback')}`,
      undefined,
      unconfigured,
    );
    expect([start.statusCode, start.json()]).toMatchObject([200, { configured: false }]);
    const auth = await call(
      camper,
      'POST',
      '/instagram/auth',
      { code: 'x', redirect_uri: 'http://localhost/instagram/callback', state: 'x' },
      unconfigured,
    );
    expect([auth.statusCode, auth.json()]).toMatchObject([409, { error: serverErrors.instagram_not_configured }]);
    const unlinked = await call(camper, 'GET', '/instagram/account', undefined, unconfigured);
    expect([unlinked.statusCode, unlinked.json()]).toEqual([200, { connected: false }]);
  });
});

describe('Instagram Login against the provider', () => {
  it('sends the person to instagram.com with the client id, scopes, callback and a state', async () => {
    const camper = await server.user();
    const start = (await call(camper, 'GET', `/instagram/connect?redirect_uri=${encodeURIComponent(REDIRECT)}`)).json<InstagramConnect>();
    if (!start.configured) throw new Error('not configured');
    const url = new URL(start.url);
    expect(url.pathname).toBe('/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: fake.clientId,
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'instagram_business_basic,instagram_business_content_publish',
    });
    expect(url.searchParams.get('state')).toBeTruthy();
  });

  it('connects: code, long-lived token sealed at rest, account counts; the token never reaches the app', async () => {
    const camper = await server.user();
    const { auth } = await connect(camper);
    expect([auth.statusCode, auth.json()]).toEqual([200, { username: 'lakeside_family', media_count: 12, followers_count: 47 }]);
    const [row] = await server.database.db.select().from(instagramAccounts).where(eq(instagramAccounts.userId, camper.id));
    const token = openToken(server.config.jwtSecret, row?.accessTokenEnc ?? '');
    expect(token).toMatch(/^long-/);
    expect(row?.accessTokenEnc).not.toContain(token);
    expect(row?.igUserId).toBe('17841400000000001');

    const account = await call(camper, 'GET', '/instagram/account');
    expect(account.json()).toEqual({ connected: true, username: 'lakeside_family', media_count: 12, followers_count: 47 });
    const exported = await call(camper, 'GET', '/users/me/export');
    expect(exported.json<AccountExport>().instagram?.username).toBe('lakeside_family');
    for (const body of [auth.body, account.body, exported.body]) expect(body).not.toContain(token);
    // The client secret goes to the token endpoints only.
    const withSecret = fake.requests.filter((r) => r.params.client_secret).map((r) => r.path);
    expect([...new Set(withSecret)].sort()).toEqual(['/access_token', '/oauth/access_token']);
  });

  it('refuses a state issued to someone else, a changed state, a used code and a foreign callback', async () => {
    const [alice, bob] = [await server.user(), await server.user()];
    const start = (await call(alice, 'GET', `/instagram/connect?redirect_uri=${encodeURIComponent(REDIRECT)}`)).json<InstagramConnect>();
    if (!start.configured) throw new Error('not configured');
    const state = new URL(start.url).searchParams.get('state') ?? '';
    const code = () => fake.issueCode(REDIRECT);
    const asBob = await call(bob, 'POST', '/instagram/auth', { code: code(), redirect_uri: REDIRECT, state });
    expect([asBob.statusCode, asBob.json()]).toMatchObject([400, { error: serverErrors.instagram_bad_state }]);
    expect((await call(alice, 'POST', '/instagram/auth', { code: code(), redirect_uri: REDIRECT, state: `${state}x` })).statusCode).toBe(
      400,
    );
    const used = code();
    expect((await call(alice, 'POST', '/instagram/auth', { code: used, redirect_uri: REDIRECT, state })).statusCode).toBe(200);
    const again = await call(alice, 'POST', '/instagram/auth', { code: used, redirect_uri: REDIRECT, state });
    expect([again.statusCode, again.json()]).toMatchObject([400, { error: serverErrors.instagram_exchange_failed }]);
    const foreign = await call(alice, 'POST', '/instagram/auth', {
      code: code(),
      redirect_uri: 'https://evil.example/instagram/callback',
      state,
    });
    expect(foreign.statusCode).toBe(400);
    expect((await call(alice, 'POST', '/instagram/auth', { redirect_uri: REDIRECT, state })).json()).toMatchObject({
      error: 'Invalid request. code: code is required.',
    });
  });

  it('hands back the error when the person says no on Instagram', async () => {
    fake.failure = 'deny';
    const { back } = await connect(await server.user()).catch(() => ({ back: new URL('http://x') }));
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('code')).toBeNull();
  });

  it("cross-posts the person's own camp photo by its public address, with the tagline", async () => {
    const camper = await server.user();
    await connect(camper);
    const post = await photoPost(camper);
    const res = await call(camper, 'POST', '/instagram/media', { image_url: post.image ?? '', caption: `Lake${INSTAGRAM_TAGLINE}` });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ id: string }>().id).toBeTruthy();
    expect(fake.published.at(-1)).toEqual({ imageUrl: `${PUBLIC_URL}${post.image ?? ''}`, caption: 'Lake\n\n#CampWeekend' });
    expect((await call(camper, 'GET', '/instagram/account')).json()).toMatchObject({ media_count: fake.account.mediaCount });
  });

  it("refuses someone else's photo and addresses outside the camp", async () => {
    const [camper, other] = [await server.user(), await server.user()];
    await connect(camper);
    const theirs = await photoPost(other);
    for (const image_url of [theirs.image ?? '', 'https://elsewhere.example/kids.jpg', '/uploads/posts/none.jpg']) {
      const res = await call(camper, 'POST', '/instagram/media', { image_url, caption: 'x' });
      expect([res.statusCode, res.json()]).toMatchObject([403, { error: serverErrors.instagram_not_camp_photo }]);
    }
    const notLinked = await call(other, 'POST', '/instagram/media', { image_url: theirs.image ?? '', caption: 'x' });
    expect([notLinked.statusCode, notLinked.json()]).toMatchObject([409, { error: serverErrors.instagram_not_connected }]);
  });

  it('explains the provider failing: down, a refused photo, an expired token', async () => {
    const camper = await server.user();
    await connect(camper);
    const post = await photoPost(camper);
    fake.failure = 'down';
    expect((await call(camper, 'GET', '/instagram/account')).json()).toEqual({
      error: serverErrors.instagram_unreachable,
      code: 'instagram_unreachable',
    });
    const down = await call(camper, 'POST', '/instagram/media', { image_url: post.image ?? '', caption: 'x' });
    expect([down.statusCode, down.json()]).toMatchObject([502, { error: serverErrors.instagram_unreachable }]);
    const newcomer = await server.user();
    const start = (await call(newcomer, 'GET', `/instagram/connect?redirect_uri=${encodeURIComponent(REDIRECT)}`)).json<InstagramConnect>();
    const state = start.configured ? new URL(start.url).searchParams.get('state') : '';
    const connectDown = await call(newcomer, 'POST', '/instagram/auth', { code: fake.issueCode(REDIRECT), redirect_uri: REDIRECT, state });
    expect([connectDown.statusCode, connectDown.json()]).toMatchObject([502, { error: serverErrors.instagram_unreachable }]);

    fake.failure = 'reject-media';
    const refused = await call(camper, 'POST', '/instagram/media', { image_url: post.image ?? '', caption: 'x' });
    expect([refused.statusCode, refused.json()]).toMatchObject([502, { error: serverErrors.instagram_publish_failed }]);

    fake.failure = 'expired-token';
    const expired = await call(camper, 'GET', '/instagram/account');
    expect([expired.statusCode, expired.json()]).toMatchObject([409, { error: serverErrors.instagram_expired }]);
    fake.failure = null;
    expect((await call(camper, 'GET', '/instagram/account')).json()).toEqual({ connected: false });
  });

  it('renews the long-lived token when it is used in its last days', async () => {
    const camper = await server.user();
    await connect(camper);
    const mine = eq(instagramAccounts.userId, camper.id);
    await server.database.db
      .update(instagramAccounts)
      .set({ tokenExpiresAt: new Date(Date.now() + 5 * 24 * 3600 * 1000) })
      .where(mine);
    const [before] = await server.database.db.select().from(instagramAccounts).where(mine);
    expect((await call(camper, 'GET', '/instagram/account')).statusCode).toBe(200);
    const [after] = await server.database.db.select().from(instagramAccounts).where(mine);
    expect(openToken(server.config.jwtSecret, after?.accessTokenEnc ?? '')).not.toBe(
      openToken(server.config.jwtSecret, before?.accessTokenEnc ?? ''),
    );
    expect(after?.tokenExpiresAt?.getTime()).toBeGreaterThan(Date.now() + 50 * 24 * 3600 * 1000);
  });

  it('disconnects', async () => {
    const camper = await server.user();
    await connect(camper);
    expect((await call(camper, 'DELETE', '/instagram/account')).json()).toEqual({ message: 'Instagram account disconnected' });
    const after = await call(camper, 'GET', '/instagram/account');
    expect([after.statusCode, after.json()]).toEqual([200, { connected: false }]);
  });
});
