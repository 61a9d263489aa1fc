import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, moment } from './columns.js';
import { personId } from './profile.js';

/**
 * The keys that let a camp hub call the cloud (Admin → Camp hub): only the SHA-256 hash of each key is
 * kept, the key itself is shown once, when it is made. A revoked key stays listed with its moment.
 */
export const hubKeys = pgTable(
  'hub_keys',
  {
    id: id(),
    keyHash: text('key_hash').notNull().unique(),
    label: text('label'),
    createdBy: personId('created_by'),
    createdAt: createdAt(),
    lastUsedAt: moment('last_used_at'),
    revokedAt: moment('revoked_at'),
  },
  (t) => [index('hub_keys_created_idx').on(t.createdAt)],
);
