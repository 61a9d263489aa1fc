/**
 * A local Instagram (API with Instagram Login) for tests: a real HTTP server speaking the provider's
 * protocol: the authorize page (redirects back with a code, or with an error when the person says no),
 * the code exchange, the long-lived token exchange and refresh, /me fields, media containers and publishing.
 * `failure` makes it fail the way the real one does.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';

export type ProviderFailure = null | 'down' | 'deny' | 'bad-code' | 'expired-token' | 'reject-media';

export interface FakeInstagram {
  /** Settings for createTestServer's env. */
  env: Record<string, string>;
  clientId: string;
  clientSecret: string;
  failure: ProviderFailure;
  account: { userId: string; username: string; mediaCount: number; followersCount: number };
  /** Every request: method, path (no query) and the parameters sent. */
  requests: { method: string; path: string; params: Record<string, string> }[];
  published: { imageUrl: string; caption: string }[];
  /** A code the authorize page would hand back for this redirect address. */
  issueCode(redirectUri: string): string;
  close(): Promise<void>;
}

const VERSION = 'v23.0';

function send(res: ServerResponse, status: number, body: unknown) {
  // The real provider writes ids as large JSON numbers.
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body).replace(/"user_id":"(\d+)"/g, '"user_id":$1'));
}

const oauthError = (message: string, code = 190) => ({ error: { message, type: 'OAuthException', code, fbtrace_id: 'trace' } });

async function paramsOf(req: IncomingMessage, url: URL): Promise<Record<string, string>> {
  const params = Object.fromEntries(url.searchParams);
  let raw = '';
  for await (const chunk of req) raw += String(chunk);
  return { ...params, ...Object.fromEntries(new URLSearchParams(raw)) };
}

export async function startFakeInstagram(): Promise<FakeInstagram> {
  const codes = new Map<string, string>();
  const longTokens = new Set<string>();
  const shortTokens = new Set<string>();
  const containers = new Map<string, { imageUrl: string; caption: string }>();
  const fake: FakeInstagram = {
    env: {},
    clientId: '990011223344',
    clientSecret: `secret-${randomUUID()}`,
    failure: null,
    account: { userId: '17841400000000001', username: 'lakeside_family', mediaCount: 12, followersCount: 47 },
    requests: [],
    published: [],
    issueCode(redirectUri) {
      const code = `code-${randomUUID()}`;
      codes.set(code, redirectUri);
      return code;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const params = await paramsOf(req, url);
    fake.requests.push({ method: req.method ?? 'GET', path: url.pathname, params });
    if (fake.failure === 'down') return send(res, 503, { error: { message: 'Service temporarily unavailable', code: 2 } });
    const token = params.access_token ?? '';
    const path = url.pathname;

    if (path === '/oauth/authorize') {
      const back = new URL(params.redirect_uri ?? '');
      if (fake.failure === 'deny') {
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('error_reason', 'user_denied');
      } else back.searchParams.set('code', fake.issueCode(params.redirect_uri ?? ''));
      back.searchParams.set('state', params.state ?? '');
      // Instagram ends the address with a '#_' fragment.
      return res.writeHead(302, { location: `${back.toString()}#_` }).end();
    }
    if (path === '/oauth/access_token' && req.method === 'POST') {
      const code = params.code ?? '';
      const ok =
        params.client_id === fake.clientId &&
        params.client_secret === fake.clientSecret &&
        params.grant_type === 'authorization_code' &&
        codes.get(code) === params.redirect_uri;
      if (!ok || fake.failure === 'bad-code')
        return send(res, 400, { error_type: 'OAuthException', code: 400, error_message: 'Invalid authorization code' });
      codes.delete(code);
      const short = `short-${randomUUID()}`;
      shortTokens.add(short);
      return send(res, 200, {
        data: [
          { access_token: short, user_id: fake.account.userId, permissions: 'instagram_business_basic,instagram_business_content_publish' },
        ],
      });
    }
    if (path === '/access_token' && params.grant_type === 'ig_exchange_token') {
      if (params.client_secret !== fake.clientSecret || !shortTokens.has(token))
        return send(res, 400, oauthError('Invalid OAuth access token.'));
      const long = `long-${randomUUID()}`;
      longTokens.add(long);
      return send(res, 200, { access_token: long, token_type: 'bearer', expires_in: 5_183_944 });
    }
    const tokenOk = longTokens.has(token) && fake.failure !== 'expired-token';
    if (!tokenOk) return send(res, 400, oauthError('Error validating access token: Session has expired.'));
    if (path === '/refresh_access_token') {
      const long = `long-${randomUUID()}`;
      longTokens.add(long);
      return send(res, 200, { access_token: long, token_type: 'bearer', expires_in: 5_183_944 });
    }
    if (path === `/${VERSION}/me`) {
      const a = fake.account;
      return send(res, 200, {
        user_id: a.userId,
        username: a.username,
        media_count: a.mediaCount,
        followers_count: a.followersCount,
        id: '9000000001',
      });
    }
    if (path === `/${VERSION}/${fake.account.userId}/media` && req.method === 'POST') {
      if (fake.failure === 'reject-media') return send(res, 400, oauthError('Only photo or video can be accepted as media type.', 9004));
      const id = String(Date.now()) + String(containers.size);
      containers.set(id, { imageUrl: params.image_url ?? '', caption: params.caption ?? '' });
      return send(res, 200, { id });
    }
    const container = containers.get(path.split('/')[2] ?? '');
    if (container && req.method === 'GET') return send(res, 200, { status_code: 'FINISHED', id: path.split('/')[2] });
    if (path === `/${VERSION}/${fake.account.userId}/media_publish` && req.method === 'POST') {
      const made = containers.get(params.creation_id ?? '');
      if (!made) return send(res, 400, oauthError('The media is not ready for publishing.', 9007));
      containers.delete(params.creation_id ?? '');
      fake.published.push(made);
      fake.account.mediaCount += 1;
      return send(res, 200, { id: `1790000000${fake.published.length}` });
    }
    return send(res, 404, oauthError('Unsupported request.', 100));
  };

  const server = createServer((req, res) => void handle(req, res).catch(() => send(res, 500, {})));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.env = {
    INSTAGRAM_CLIENT_ID: fake.clientId,
    INSTAGRAM_CLIENT_SECRET: fake.clientSecret,
    INSTAGRAM_AUTH_URL: `${base}/oauth/authorize`,
    INSTAGRAM_TOKEN_URL: `${base}/oauth/access_token`,
    INSTAGRAM_GRAPH_URL: base,
  };
  return fake;
}
