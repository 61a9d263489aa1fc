import { z } from 'zod';

/** Kept on the phone (SPEC §3): the app's own notices (welcome, refusals) and, with source 'server', the server inbox. */
const notificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  type: z.string(),
  read: z.boolean(),
  timestamp: z.string(),
  actionLabel: z.string().optional(),
  actionPath: z.string().optional(),
  /** A refused queued change: its outbox id. The phone that queued it keeps the server's notice instead of its own. */
  changeId: z.string().optional(),
  /** What a notice says by kind (contracts/notifications-notices.ts) and its values, so it shows in the phone's language; title and message are the English. */
  kind: z.string().optional(),
  params: z.record(z.string(), z.string()).optional(),
  /** 'server': a notice of the server inbox (marking read, removing and clearing go through the outbox). */
  source: z.literal('server').optional(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

/** A notice of the server inbox as the pull and /api/notifications send it (source 'server'). */
export const serverNotificationSchema = notificationSchema.extend({ source: z.literal('server') });
export type ServerNotification = z.infer<typeof serverNotificationSchema>;

/** Read-all and clear act on what the camper saw: notices up to `before` (an ISO time). */
export const inboxBulkSchema = z.object({ before: z.string().datetime({ offset: true, message: 'before must be a date and time.' }) });

/** A browser's push subscription (PushSubscription.toJSON()). */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string()
    .url('The push address is not valid.')
    .max(2000)
    .refine((u) => u.startsWith('https://'), 'The push address must use https.'),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
  /** The phone's language: its pushes are written in it (sent again when the camper changes language). */
  language: z.enum(['en', 'es', 'fr']).optional(),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;
export const pushUnsubscribeSchema = z.object({ endpoint: z.string().min(1).max(2000) });

/** What a push carries: a title, a short line and where a tap leads; never more. */
export interface PushPayload {
  title: string;
  body: string;
  path: string;
}
export const PUSH_BODY_MAX = 120;
