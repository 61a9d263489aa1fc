import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  connectQuerySchema,
  instagramAccountSchema,
  instagramAuthSchema,
  instagramConnectSchema,
  instagramLinkSchema,
  instagramMediaSchema,
  type InstagramAccount,
  type InstagramConnect,
  type InstagramLink,
} from '../../contracts/instagram.js';
import { answerSentences } from '../http/answer-sentences.js';
import { badRequest, conflict, forbidden, HttpError } from '../http/errors.js';
import { authorizeUrl, exchangeCode, fetchProfile, instagramConfigured, publishPhoto, type InstagramProfile } from './instagram-api.js';
import { loadLink, saveLink } from './linked-account.js';
import { ownPhotoAt, removeLink } from './repository.js';
import { issueState, stateIsFor } from './oauth-state.js';
import { InstagramError } from './provider-http.js';
import { answers, messageAnswer } from '../http/route-schemas.js';
import { requireUser } from '../auth/authenticate.js';
import { routeGroup } from '../http/route-input.js';

const accountOf = (p: InstagramProfile): InstagramAccount => ({
  username: p.username,
  media_count: p.mediaCount,
  followers_count: p.followersCount,
});

/** Instagram's failures as answers; a dead token also ends the link. `rejected` is the route's own refusal. */
async function answerFailure(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: string,
  err: unknown,
  rejected: HttpError,
): Promise<never> {
  if (!(err instanceof InstagramError)) throw err;
  request.log.warn({ kind: err.kind, provider: err.providerMessage }, 'Instagram call failed');
  if (err.kind === 'expired') {
    await removeLink(app.ctx.db, userId);
    throw conflict('instagram_expired');
  }
  if (err.kind === 'unreachable') throw new HttpError(502, 'instagram_unreachable');
  throw rejected;
}

/**
 * The photo-social link (SPEC §7 "Photo-social account"; DECISIONS "Instagram"). Online-only, never
 * queued by the app: plain routes, which read the request's own address for the sign-in round trip.
 */
export default function instagramRoutes(fastify: FastifyInstance): void {
  const { app, tags, db, config } = routeGroup(fastify, 'instagram');
  const account = answers({ 200: instagramAccountSchema });
  const publicBase = (request: FastifyRequest) => config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;

  const checkRedirect = (request: FastifyRequest, redirectUri: string) => {
    if (new URL(redirectUri).origin !== new URL(publicBase(request)).origin) throw badRequest('instagram_redirect_uri');
  };

  app.get(
    '/instagram/connect',
    { schema: { tags, querystring: connectQuerySchema, response: answers({ 200: instagramConnectSchema }) } },
    async (request): Promise<InstagramConnect> => {
      const user = requireUser(request);
      const { redirect_uri } = request.query;
      if (!instagramConfigured(config)) return { configured: false };
      checkRedirect(request, redirect_uri);
      return { configured: true, url: authorizeUrl(config, redirect_uri, issueState(config.jwtSecret, user.id)) };
    },
  );

  app.post(
    '/instagram/auth',
    { schema: { tags, body: instagramAuthSchema, response: account } },
    async (request): Promise<InstagramAccount> => {
      const user = requireUser(request);
      if (!instagramConfigured(config)) throw conflict('instagram_not_configured');
      const body = request.body;
      checkRedirect(request, body.redirect_uri);
      if (!stateIsFor(config.jwtSecret, body.state, user.id)) throw badRequest('instagram_bad_state');
      try {
        const { token, expiresAt } = await exchangeCode(config, body.code, body.redirect_uri);
        const profile = await fetchProfile(config, token);
        await saveLink(db, config, user.id, { igUserId: profile.userId, username: profile.username, token, expiresAt });
        return accountOf(profile);
      } catch (err) {
        return answerFailure(fastify, request, user.id, err, badRequest('instagram_exchange_failed'));
      }
    },
  );

  // Not connected is an answer, not a failure: `connected: false` (DECISIONS "Instagram not connected").
  app.get(
    '/instagram/account',
    { schema: { tags, response: answers({ 200: instagramLinkSchema }) } },
    async (request): Promise<InstagramLink> => {
      const user = requireUser(request);
      const link = await loadLink(db, config, user.id);
      if (!link) return { connected: false };
      try {
        return { connected: true, ...accountOf(await fetchProfile(config, link.token)) };
      } catch (err) {
        return answerFailure(fastify, request, user.id, err, new HttpError(502, 'instagram_unreachable'));
      }
    },
  );

  app.delete('/instagram/account', { schema: { tags, response: answers({ 200: messageAnswer }) } }, async (request) => {
    const user = requireUser(request);
    await removeLink(db, user.id);
    return { message: answerSentences.instagramDisconnected };
  });

  app.post(
    '/instagram/media',
    { schema: { tags, body: instagramMediaSchema, response: answers({ 200: z.object({ id: z.string() }) }) } },
    async (request) => {
      const user = requireUser(request);
      const body = request.body;
      const link = await loadLink(db, config, user.id);
      if (!link) throw conflict('instagram_not_connected');
      // Only the person's own camp photos, and only by the address the server itself serves them at.
      const base = publicBase(request);
      const asked = URL.canParse(body.image_url, base) ? new URL(body.image_url, base) : null;
      const path = asked && asked.origin === new URL(base).origin ? asked.pathname : '';
      const imageUrl = path ? await ownPhotoAt(db, user.id, path) : undefined;
      if (!imageUrl) throw forbidden('instagram_not_camp_photo');
      try {
        const id = await publishPhoto(
          config,
          link.token,
          link.igUserId,
          new URL(app.ctx.photoAddresses.sign(imageUrl), base).toString(),
          body.caption,
        );
        return { id };
      } catch (err) {
        return answerFailure(fastify, request, user.id, err, new HttpError(502, 'instagram_publish_failed'));
      }
    },
  );
}
