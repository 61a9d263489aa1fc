import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { moment, stamps } from './columns.js';
import { users } from './profile.js';

/** A camper's linked Instagram professional account (DECISIONS "Instagram"). The token never leaves the server. */
export const instagramAccounts = pgTable('instagram_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The Instagram user id content is published under. */
  igUserId: text('ig_user_id').notNull(),
  username: text('username').notNull(),
  /** The long-lived access token, AES-256-GCM encrypted with a key derived from the server secret. */
  accessTokenEnc: text('access_token_enc').notNull(),
  tokenExpiresAt: moment('token_expires_at'),
  ...stamps(),
});
