import { HTTPError } from 'ky';
import {
  INSTAGRAM_TAGLINE,
  instagramAccountSchema,
  instagramConnectSchema,
  instagramLinkSchema,
  type InstagramAccount,
  type InstagramConnect,
} from '../../contracts/instagram';
import { api } from './client';

export type { InstagramAccount };
/** The link as the server sees it: connected, not connected (no link, or a dead token), or unknown (no answer). */
export type InstagramStatus = { state: 'connected'; account: InstagramAccount } | { state: 'not-connected' } | { state: 'unknown' };

/** GET /instagram/account (SPEC §7: a failure means not connected). */
export async function getInstagramStatus(): Promise<InstagramStatus> {
  try {
    const link = instagramLinkSchema.parse(await api.get('instagram/account').json());
    if (!link.connected) return { state: 'not-connected' };
    const { connected: _, ...account } = link;
    return { state: 'connected', account };
  } catch (err) {
    const status = err instanceof HTTPError ? err.response.status : 0;
    return status === 409 ? { state: 'not-connected' } : { state: 'unknown' };
  }
}

/** GET /instagram/connect: the instagram.com address for the popup, or that the camp has not set Instagram up. */
export async function startInstagramConnect(redirectUri: string): Promise<InstagramConnect> {
  return instagramConnectSchema.parse(await api.get('instagram/connect', { searchParams: { redirect_uri: redirectUri } }).json());
}

/** POST /instagram/auth: hands the code from the callback to the server. */
export async function finishInstagramConnect(code: string, redirectUri: string, state: string): Promise<InstagramAccount> {
  return instagramAccountSchema.parse(await api.post('instagram/auth', { json: { code, redirect_uri: redirectUri, state } }).json());
}

/** DELETE /instagram/account. */
export async function disconnectInstagram(): Promise<void> {
  await api.delete('instagram/account');
}

/** POST /instagram/media: cross-posts one of the camper's own uploaded camp photos (its /uploads/ address). */
export async function shareToInstagram(imageUrl: string, caption: string): Promise<void> {
  await api.post('instagram/media', { json: { image_url: imageUrl, caption: `${caption}${INSTAGRAM_TAGLINE}` } });
}
