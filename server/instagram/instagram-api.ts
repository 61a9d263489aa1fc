/**
 * The Instagram API with Instagram Login (DECISIONS "Instagram"): authorize at instagram.com, code
 * exchange, long-lived token, profile fields and content publishing. Base URLs, client id, secret
 * and scopes come from config, so tests point them at a local fake provider.
 */
import type { Config } from '../config.js';
import { count, InstagramError, instagramCall, text } from './provider-http.js';

const GRAPH_VERSION = 'v23.0';
/** How often a media container's status is read before publishing (once a second). */
const CONTAINER_CHECKS = 10;

export interface InstagramProfile {
  userId: string;
  username: string;
  mediaCount: number;
  followersCount: number;
}

export const instagramConfigured = (config: Config) => Boolean(config.INSTAGRAM_CLIENT_ID && config.INSTAGRAM_CLIENT_SECRET);

const graph = (config: Config, path: string, query: Record<string, string> = {}) => {
  const url = new URL(`${config.INSTAGRAM_GRAPH_URL.replace(/\/$/, '')}/${path}`);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  return url;
};

export function authorizeUrl(config: Config, redirectUri: string, state: string): string {
  const url = new URL(config.INSTAGRAM_AUTH_URL);
  url.searchParams.set('client_id', config.INSTAGRAM_CLIENT_ID ?? '');
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', config.INSTAGRAM_SCOPES);
  url.searchParams.set('state', state);
  return url.toString();
}

/** Code -> short-lived token -> long-lived token (60 days). */
export async function exchangeCode(config: Config, code: string, redirectUri: string): Promise<{ token: string; expiresAt: Date | null }> {
  const short = await instagramCall(new URL(config.INSTAGRAM_TOKEN_URL), {
    method: 'POST',
    form: {
      client_id: config.INSTAGRAM_CLIENT_ID ?? '',
      client_secret: config.INSTAGRAM_CLIENT_SECRET ?? '',
      grant_type: 'authorization_code',
      redirect_uri: redirectUri,
      code,
    },
  });
  // Documented both flat and wrapped in `data`.
  const first = Array.isArray(short.data) ? (short.data[0] as Record<string, unknown> | undefined) : short;
  const shortToken = text(first?.access_token);
  if (!shortToken) throw new InstagramError('rejected', 'No access token in the answer.');
  const long = await instagramCall(
    graph(config, 'access_token', {
      grant_type: 'ig_exchange_token',
      client_secret: config.INSTAGRAM_CLIENT_SECRET ?? '',
      access_token: shortToken,
    }),
  );
  return tokenOf(long);
}

/** A fresh long-lived token for one that still works. */
export async function refreshToken(config: Config, token: string): Promise<{ token: string; expiresAt: Date | null }> {
  return tokenOf(await instagramCall(graph(config, 'refresh_access_token', { grant_type: 'ig_refresh_token', access_token: token })));
}

function tokenOf(body: Record<string, unknown>) {
  const token = text(body.access_token);
  if (!token) throw new InstagramError('rejected', 'No access token in the answer.');
  const seconds = count(body.expires_in);
  return { token, expiresAt: seconds > 0 ? new Date(Date.now() + seconds * 1000) : null };
}

export async function fetchProfile(config: Config, token: string): Promise<InstagramProfile> {
  const me = await instagramCall(
    graph(config, `${GRAPH_VERSION}/me`, { fields: 'user_id,username,media_count,followers_count', access_token: token }),
  );
  const userId = text(me.user_id) || text(me.id);
  if (!userId || !text(me.username)) throw new InstagramError('rejected', 'The profile answer has no user.');
  return { userId, username: text(me.username), mediaCount: count(me.media_count), followersCount: count(me.followers_count) };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Content publishing: a media container from a public image address, then publish it. */
export async function publishPhoto(config: Config, token: string, igUserId: string, imageUrl: string, caption: string): Promise<string> {
  const container = await instagramCall(graph(config, `${GRAPH_VERSION}/${igUserId}/media`), {
    method: 'POST',
    form: { image_url: imageUrl, caption, access_token: token },
  });
  const creationId = text(container.id);
  if (!creationId) throw new InstagramError('rejected', 'No media container in the answer.');
  for (let i = 0; i < CONTAINER_CHECKS; i += 1) {
    const status = text(
      (await instagramCall(graph(config, `${GRAPH_VERSION}/${creationId}`, { fields: 'status_code', access_token: token }))).status_code,
    );
    if (status === 'FINISHED' || status === '') break;
    if (status === 'ERROR' || status === 'EXPIRED') throw new InstagramError('rejected', `The media container is ${status}.`);
    await pause(1000);
  }
  const published = await instagramCall(graph(config, `${GRAPH_VERSION}/${igUserId}/media_publish`), {
    method: 'POST',
    form: { creation_id: creationId, access_token: token },
  });
  return text(published.id);
}
