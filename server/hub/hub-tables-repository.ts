/**
 * The tables a camp hub copies from the cloud, by area (an area is its schema file: feed, events...), and those it
 * never holds, each with why. Every table of the schema is in one list or the other (tests/server/hub-pull.test.ts).
 */
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { is } from 'drizzle-orm';
import * as auth from '../db/schema/auth.js';
import * as camps from '../db/schema/camps.js';
import * as chat from '../db/schema/chat.js';
import * as events from '../db/schema/events.js';
import * as eventsReminders from '../db/schema/events-reminders.js';
import * as feed from '../db/schema/feed.js';
import * as households from '../db/schema/households.js';
import * as invitations from '../db/schema/invitations.js';
import * as map from '../db/schema/map.js';
import * as notifications from '../db/schema/notifications.js';
import * as packing from '../db/schema/packing.js';
import * as polls from '../db/schema/polls.js';
import * as profile from '../db/schema/profile.js';
import * as reflections from '../db/schema/reflections.js';
import * as replication from '../db/schema/replication.js';
import * as rollcalls from '../db/schema/rollcalls.js';
import * as rules from '../db/schema/rules.js';
import * as signups from '../db/schema/signups.js';
import * as teams from '../db/schema/teams.js';

/**
 * Never copied. Password hashes are copied (the `users` rows whole): campers sign in with their password at camp
 * too, and the hub is the organizers' own server, trusted as the cloud's database is.
 */
export const tablesNotCopied: Readonly<Record<string, string>> = {
  password_resets: 'reset links are mailed by the cloud and are secrets the hub has no use for',
  device_codes: 'one-time sign-in codes live ten minutes on the server that made them',
  push_subscriptions: 'Web Push needs the internet and the cloud’s keys',
  instagram_accounts: 'Instagram tokens are secrets, and Instagram needs the internet',
  idempotency_keys: 'stored answers belong to the server that answered',
  job_leases: 'each server runs its own scheduled jobs',
  pull_marks: 'a pull mark vouches for one database only: a phone coming from the cloud gets a full pull',
  hub_keys: 'the hub must never hold the keys',
  hub_journal: 'a hub’s own record of the changes it sends up to the cloud',
};

export interface CopiedTable {
  area: string;
  name: string;
  /** The columns a page is ordered and resumed by: the primary key, or every column of a table without one. */
  key: string[];
}

const areaSchemas: Record<string, Record<string, unknown>> = {
  profile,
  auth,
  camps,
  teams,
  households,
  feed,
  polls,
  events,
  'events-reminders': eventsReminders,
  chat,
  notifications,
  packing,
  rules,
  map,
  reflections,
  signups,
  rollcalls,
  invitations,
  replication,
};

const names = (columns: PgColumn[]) => columns.map((c) => c.name);

function keyOf(table: PgTable): string[] {
  const config = getTableConfig(table);
  const single = config.columns.filter((c) => c.primary);
  if (single.length > 0) return names(single);
  const composite = config.primaryKeys[0];
  return composite ? names(composite.columns) : names(config.columns);
}

/** The tables the hub copies, area by area, in one fixed order (a pull's cursor walks them in it). */
export const copiedTables: readonly CopiedTable[] = Object.entries(areaSchemas).flatMap(([area, schema]) =>
  Object.values(schema)
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => ({ area, name: getTableConfig(table).name, key: keyOf(table) }))
    .filter((table) => !Object.hasOwn(tablesNotCopied, table.name)),
);

export const copiedTable = (name: string): CopiedTable | undefined => copiedTables.find((t) => t.name === name);
