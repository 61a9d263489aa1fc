/**
 * The one IndexedDB schema of Camp Weekend, imported by the app and by the service worker.
 * Entity tables mirror the server (SPEC §3); `outbox`, `blobs`, `session` and `meta` are the
 * machinery of the offline core. Rows created or changed locally and not yet acknowledged
 * carry `_pending: true`.
 */
import Dexie, { type EntityTable, type IndexableType } from 'dexie';
import type { DirectoryUser, User } from '../../contracts/profile';
import type { Post, Comment } from '../../contracts/feed';
import type { Poll } from '../../contracts/polls';
import type { CampEvent } from '../../contracts/events';
import type { Camp } from '../../contracts/camps';
import type { Team } from '../../contracts/teams';
import type { Household } from '../../contracts/households';
import type { Conversation, Message } from '../../contracts/chat';
import type { Reflection } from '../../contracts/reflections';
import type { PackingItem } from '../../contracts/packing';
import type { Rule } from '../../contracts/rules';
import type { MapLocation } from '../../contracts/map';
import type { AppNotification } from '../../contracts/notifications';
import type { SignupSheet } from '../../contracts/signups';
import type { MyRollCall } from '../../contracts/rollcalls';
import type { ChangeLabel } from './change-label';
import { abortWhenPageFrozen } from './leave-page';

export interface LocalMark {
  _pending?: boolean;
  /** When a live event or an accepted change stored it (ms): a full-list pull begun earlier must not remove it. */
  _receivedAt?: number;
}

/** How to put one record back if the server refuses the change: `value` undefined means delete. */
export interface UndoStep {
  table: string;
  key: IndexableType;
  value?: unknown;
}

type OutboxState = 'pending' | 'sending' | 'failed';

export interface OutboxRow {
  /** Sent as Idempotency-Key. */
  id: string;
  /** The id of the latest change folded into this row (coalescing), so a try again after a lost connection finds it. */
  lastChange?: string;
  /** The user who made the change (from the session token): only sent with that user's session. */
  owner?: string | null;
  /** Global order of enqueue. */
  seq: number;
  /** Ordering and coalescing key, e.g. 'packing:<id>' or 'conversation:<id>'. */
  entity: string;
  /** The declared command it calls (contracts/commands.ts) and its path parameters; absent on rows queued by an older app. */
  command?: string;
  params?: Record<string, string>;
  method: 'POST' | 'PUT' | 'DELETE';
  /** API path without the /api prefix, e.g. '/packing/12'. */
  path: string;
  body?: unknown;
  /** Multipart fields; a file field names a row of `blobs`. */
  form?: Record<string, string | { blobId: string; filename: string }>;
  /** 'set': a later unsent row for the same entity replaces this one. 'append': every row is sent. */
  coalesce: 'set' | 'append';
  /** The state the server held before the first unsent 'set' row (to cancel a change undone offline). */
  baseline?: unknown;
  undo: UndoStep[];
  /** Later rows of the entity wait for this row's answer, which may move them (a conversation the server already had). */
  solo?: true;
  /** The kind of change: a name of the mutation registry (src/db/mutations), which settles the answer. */
  kind?: string;
  /** The arguments the change was made with (what the registry's settle step is given back). */
  args?: unknown;
  /** What the camper did, in English words, for the waiting list and for a refusal notification. */
  label: string;
  /** The same as a key of the `outbox` catalog with its values, shown in the camper's language (absent on older rows). */
  labelKey?: ChangeLabel;
  state: OutboxState;
  attempts: number;
  nextAttemptAt: number;
  lastError?: string;
  createdAt: string;
}

/** What became of a sent outbox row that the server refused (kept a while, read by screens through src/db/outcomes-repo.ts). */
export interface OutcomeRow {
  rowId: string;
  kind?: string;
  state: 'refused';
  /** The server's sentence. */
  reason: string;
  /** Its code (contracts/error-codes.ts), so screens say it in the camper's language. */
  code?: string;
  /** How this phone named the item (notice values: label, labelKey, labelValues), for the server's notice of it. */
  named?: Record<string, string>;
  at: string;
}

export interface BlobRow {
  id: string;
  data: ArrayBuffer;
  type: string;
  createdAt: string;
}

export interface KeyValue {
  key: string;
  value: unknown;
}

export interface LocalPackingItem {
  id: string;
  name: string;
  category: string;
  essential: boolean;
  checked: boolean;
  description: string;
}

/**
 * Kinds of change as they were named before they took their areas' names (feed, events, chat...):
 * version 5 renames the rows a phone still holds, so their answers reach the registry's settle steps.
 */
export const kindsBeforeAreaNames: Readonly<Record<string, string>> = {
  'post.like': 'feed.like',
  'post.comment': 'feed.comment',
  'post.create': 'feed.create',
  'post.delete': 'feed.delete',
  'event.rsvp': 'events.rsvp',
  'poll.vote': 'polls.vote',
  'message.send': 'chat.send',
  'message.delete': 'chat.delete',
  'conversation.leave': 'chat.leave',
  'rule.create': 'rules.create',
  'rule.update': 'rules.update',
  'rule.delete': 'rules.delete',
  'notification.read': 'notifications.read',
  'notification.remove': 'notifications.remove',
  'notification.readAll': 'notifications.readAll',
  'notification.clear': 'notifications.clear',
  'reflection.save': 'reflections.save',
  'reflection.delete': 'reflections.delete',
};

const renameKind = (row: { kind?: string }) => {
  const renamed = row.kind === undefined ? undefined : kindsBeforeAreaNames[row.kind];
  if (renamed) row.kind = renamed;
};

export class CampDb extends Dexie {
  outbox!: EntityTable<OutboxRow, 'id'>;
  blobs!: EntityTable<BlobRow, 'id'>;
  session!: EntityTable<KeyValue, 'key'>;
  meta!: EntityTable<KeyValue, 'key'>;
  users!: EntityTable<DirectoryUser, 'id'>;
  posts!: EntityTable<Post & LocalMark, 'id'>;
  comments!: EntityTable<Comment & LocalMark & { post_id: string }, 'id'>;
  polls!: EntityTable<Poll & LocalMark, 'id'>;
  events!: EntityTable<CampEvent & LocalMark, 'id'>;
  camps!: EntityTable<Camp, 'id'>;
  conversations!: EntityTable<Conversation & LocalMark & { _leaving?: boolean }, 'id'>;
  messages!: EntityTable<Message & LocalMark, 'id'>;
  reflections!: EntityTable<Reflection & LocalMark, 'id'>;
  packing!: EntityTable<PackingItem & LocalMark, 'id'>;
  packingLocal!: EntityTable<LocalPackingItem, 'id'>;
  rules!: EntityTable<Rule & LocalMark, 'id'>;
  mapLocations!: EntityTable<MapLocation & LocalMark, 'id'>;
  notifications!: EntityTable<AppNotification, 'id'>;
  outcomes!: EntityTable<OutcomeRow, 'rowId'>;
  /** The signed-in camper's own teams (Team Management links members to accounts). */
  teams!: EntityTable<Team, 'id'>;
  /** The signed-in person's own full record (personal info, avatar): one row. */
  profile!: EntityTable<User & LocalMark, 'id'>;
  /** Households: the signed-in camper's own, every one for admins and organizers. */
  households!: EntityTable<Household, 'id'>;
  /** Sign-up sheets, each slot as the signed-in person's family sees it. */
  signups!: EntityTable<SignupSheet & LocalMark, 'id'>;
  /** The open roll call (and those closed since the last pull) with the signed-in person's own answer. */
  rollCalls!: EntityTable<MyRollCall & LocalMark, 'id'>;

  constructor(name = 'camp-weekend') {
    super(name);
    this.version(1).stores({
      outbox: 'id, seq, entity, state',
      blobs: 'id',
      session: 'key',
      meta: 'key',
      users: 'id',
      posts: 'id, createdAt',
      comments: 'id, post_id, createdAt',
      polls: 'id',
      events: 'id, event_time',
      camps: 'id',
      conversations: 'id, last_message_at',
      messages: 'id, conversation_id, [conversation_id+created_at]',
      reflections: 'id, camp_id',
      packing: 'id',
      packingLocal: 'id',
      rules: 'id',
      mapLocations: 'id',
      notifications: 'id, timestamp',
    });
    this.version(2).stores({ outcomes: 'rowId, at' });
    this.version(3).stores({ teams: 'id' });
    this.version(4).stores({ profile: 'id' });
    this.version(5)
      .stores({})
      .upgrade(async (tx) => {
        await tx.table<OutboxRow>('outbox').toCollection().modify(renameKind);
        await tx.table<OutcomeRow>('outcomes').toCollection().modify(renameKind);
      });
    this.version(6).stores({ households: 'id', signups: 'id, event_id', rollCalls: 'id' });
    this.use({
      stack: 'dbcore',
      name: 'leave-page',
      create: (core) => ({
        ...core,
        transaction: (stores, mode, options) => abortWhenPageFrozen(core.transaction(stores, mode, options) as IDBTransaction),
      }),
    });
  }
}

export const db = new CampDb();
