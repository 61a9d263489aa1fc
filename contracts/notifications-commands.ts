import { z } from 'zod';
import { areaCommands } from './command.js';
import { inboxBulkSchema, serverNotificationSchema } from './notifications.js';

const removedAnswer = z.object({ removed: z.number().int() });

/** The inbox's queued commands (contracts/command.ts): read or remove one notice, or all before a time. */
export const notificationsCommands = areaCommands('notifications', {
  read: { method: 'POST', path: '/notifications/{id}/read', body: null, answer: serverNotificationSchema },
  delete: { method: 'DELETE', path: '/notifications/{id}', body: null, answer: removedAnswer },
  readAll: { method: 'POST', path: '/notifications/read-all', body: inboxBulkSchema, answer: z.object({ updated: z.number().int() }) },
  clear: { method: 'POST', path: '/notifications/clear', body: inboxBulkSchema, answer: removedAnswer },
});
