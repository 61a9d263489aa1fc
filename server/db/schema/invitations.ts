import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, moment, parentId } from './columns.js';
import { households } from './households.js';
import { ownerId, personId } from './profile.js';

/**
 * Family invitations: a link that lets `uses` people register into a household (or none) with a role,
 * approved at once, until `expires_at` or until revoked. `uses_left` is taken one at a time by a
 * conditional UPDATE, in the transaction that makes the account.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    /** Goes with its household: a link into a household that no longer exists stops working. */
    householdId: uuid('household_id').references(() => households.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['admin', 'organizer', 'camper'] })
      .notNull()
      .default('camper'),
    uses: integer('uses').notNull(),
    usesLeft: integer('uses_left').notNull(),
    expiresAt: moment('expires_at').notNull(),
    revokedAt: moment('revoked_at'),
    createdBy: personId('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('invitations_created_idx').on(t.createdAt)],
);

/**
 * The links of an invitation: only the SHA-256 hash of each token is kept. The first is made with the
 * invitation (its QR code); each "Send by email" makes another for the same invitation and uses.
 */
export const invitationTokens = pgTable(
  'invitation_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    invitationId: parentId('invitation_id', () => invitations.id),
    createdAt: createdAt(),
  },
  (t) => [index('invitation_tokens_invitation_idx').on(t.invitationId)],
);

/** Who joined through an invitation, and when. */
export const invitationJoins = pgTable(
  'invitation_joins',
  {
    invitationId: parentId('invitation_id', () => invitations.id),
    userId: ownerId(),
    joinedAt: createdAt('joined_at'),
  },
  (t) => [primaryKey({ columns: [t.invitationId, t.userId] })],
);

/**
 * Sign-in codes that carry a session into the installed app: one per person (a new one replaces the
 * old), kept as an HMAC of the code, single use, dead after `expires_at` or DEVICE_CODE_RULES.wrongTries
 * wrong tries made while it lived (a wrong code counts against every live code: a code names nobody).
 */
export const deviceCodes = pgTable('device_codes', {
  userId: ownerId().primaryKey(),
  codeHash: text('code_hash').notNull().unique(),
  expiresAt: moment('expires_at').notNull(),
  wrongTries: integer('wrong_tries').notNull().default(0),
  createdAt: createdAt(),
});
