import { boolean, integer, text } from 'drizzle-orm/pg-core';
import { linkId, moment, parentId, replicatedTable } from './columns.js';

export const users = replicatedTable('users', {
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: ['admin', 'organizer', 'camper'] })
    .notNull()
    .default('camper'),
  status: text('status', { enum: ['pending', 'approved', 'rejected'] })
    .notNull()
    .default('pending'),
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  dateOfBirth: text('date_of_birth'),
  referredBy: text('referred_by'),
  phone: text('phone'),
  emergencyContact: text('emergency_contact'),
  dietaryRestrictions: text('dietary_restrictions'),
  avatarUrl: text('avatar_url'),
  lastLoginAt: moment('last_login_at'),
  /** Bumped to revoke every token issued before (password reset, deletion request). */
  tokenVersion: integer('token_version').notNull().default(0),
  deletionRequestedAt: moment('deletion_requested_at'),
  /** The language the page was in when the person registered (en, es, fr): their approval mail is written in it. */
  language: text('language'),
});

/** A person's own row (a post, a vote, a check...): it goes with them. */
export const ownerId = <N extends string = 'user_id'>(name = 'user_id' as N) => parentId<NoInfer<N>>(name, () => users.id);

/** A person a row names (an author, a last writer): emptied when they go. */
export const personId = <N extends string>(name: N) => linkId(name, () => users.id);
