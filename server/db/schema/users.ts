import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';

export const users = pgTable(
  'users',
  {
    id: id(),
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
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Bumped to revoke every token issued before (password reset, deletion request). */
    tokenVersion: integer('token_version').notNull().default(0),
    deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('users_updated_idx').on(t.updatedAt)],
);
