import { sql } from 'drizzle-orm';
import { bigserial, customType, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
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

/** Raw bytes (PostgreSQL `bytea`), as a Buffer. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The camp hub's own record of every change it accepted (server/hub/hub-journal-repository.ts), in order, until the
 * cloud answered it: each is sent up as its author made it (POST /api/hub/forward), with the phone's Idempotency-Key
 * (or the hub's own). An upload keeps its form fields and file bytes; the bytes go once the cloud answered. A create
 * keeps the new row's id beside its input, so the cloud makes it under the same id. Only the
 * hub writes here; the cloud's copy of a person is replaced by each pull, so `user_id` links to nothing.
 */
export const hubJournal = pgTable(
  'hub_journal',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').notNull(),
    key: text('key').notNull(),
    command: text('command'),
    method: text('method').notNull(),
    /** As a batch operation's path: without /api. */
    path: text('path').notNull(),
    params: jsonb('params').$type<Record<string, string>>(),
    body: jsonb('body'),
    formFields: jsonb('form_fields').$type<Record<string, string>>(),
    fileField: text('file_field'),
    fileName: text('file_name'),
    fileBytes: bytes('file_bytes'),
    /** The keys of the display JPEG and WebP thumbnail the hub made of the file, sent ahead so the cloud keeps them. */
    photoKey: text('photo_key'),
    thumbKey: text('thumb_key'),
    /** The id the hub gave the row a create made, kept beside the input as the phone sent it (the key's hash is of that). */
    createdId: uuid('created_id'),
    madeAt: createdAt('made_at'),
    sentAt: moment('sent_at'),
    /** The cloud's answer to it: its status (201, 409...), once sent. */
    status: integer('status'),
  },
  (t) => [
    unique('hub_journal_user_key').on(t.userId, t.key),
    index('hub_journal_pending_idx')
      .on(t.seq)
      .where(sql`sent_at is null`),
  ],
);
