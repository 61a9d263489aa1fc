/**
 * Sends Web Push messages (web-push: encrypted with each subscription's keys, signed with VAPID).
 * A subscription the push service no longer knows (404, 410) is removed.
 */
import webpush from 'web-push';
import { PUSH_BODY_MAX, type PushPayload } from '../../contracts/notifications.js';
import type { AppContext } from '../context.js';
import { dropSubscription, subscriptionsOf } from './repository.js';
import { vapidKeys } from './vapid.js';

const short = (text: string) => (text.length > PUSH_BODY_MAX ? `${text.slice(0, PUSH_BODY_MAX - 1)}…` : text);

/** Pushes `payload` (or the payload in each phone's language) to every subscription of `userIds`; resolves once every push service answered. */
export async function pushTo(
  ctx: Pick<AppContext, 'db' | 'config'>,
  userIds: string[],
  payload: PushPayload | ((language: string) => PushPayload),
): Promise<void> {
  if (userIds.length === 0) return;
  const subs = await subscriptionsOf(ctx.db, userIds);
  if (subs.length === 0) return;
  const vapid = vapidKeys(ctx.config);
  const bodyIn = (language: string) => {
    const said = typeof payload === 'function' ? payload(language) : payload;
    return JSON.stringify({ title: short(said.title), body: short(said.body), path: said.path });
  };
  await Promise.all(
    subs.map(async (sub) => {
      try {
        await webpush.sendNotification({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, bodyIn(sub.language), {
          vapidDetails: vapid,
          TTL: 24 * 60 * 60,
          timeout: 10_000,
        });
      } catch (err) {
        const status = (err as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) await dropSubscription(ctx.db, sub.id);
      }
    }),
  );
}
