import { z } from 'zod';

export const notificationTypes = ['info', 'success', 'warning', 'error', 'camp'] as const;

/** Kept on the phone (SPEC §3); the outbox adds one when the server refuses a queued change. */
export const notificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  type: z.string(),
  read: z.boolean(),
  timestamp: z.string(),
  actionLabel: z.string().optional(),
  actionPath: z.string().optional(),
});
export type AppNotification = z.infer<typeof notificationSchema>;
