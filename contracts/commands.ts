/**
 * Every queued command by name (each declared once in its area's `contracts/<area>-commands.ts`), and
 * how the phone builds a queued call of one: `outboxRequest(name, { ...params, body })` or
 * `outboxUpload` for multipart. A name no area declares, a missing path parameter, or a body its
 * command does not read is a type error.
 */
import type { z } from 'zod';
import { fillPath, type CommandEntry, type ParamsOf } from './command.js';
import { chatCommands } from './chat-commands.js';
import { eventsCommands } from './events-commands.js';
import { feedCommands } from './feed-commands.js';
import { mapCommands } from './map-commands.js';
import { notificationsCommands } from './notifications-commands.js';
import { packingCommands } from './packing-commands.js';
import { pollsCommands } from './polls-commands.js';
import { profileCommands } from './profile-commands.js';
import { reflectionsCommands } from './reflections-commands.js';
import { rollcallsCommands } from './rollcalls-commands.js';
import { rulesCommands } from './rules-commands.js';
import { signupsCommands } from './signups-commands.js';

type ByName<T extends Record<string, CommandEntry>> = { [K in keyof T as T[K]['name']]: T[K] };

const byName = <T extends Record<string, CommandEntry>>(area: T) =>
  Object.fromEntries(Object.values(area).map((entry) => [entry.name, entry])) as ByName<T>;

const commands = {
  ...byName(feedCommands),
  ...byName(eventsCommands),
  ...byName(pollsCommands),
  ...byName(packingCommands),
  ...byName(chatCommands),
  ...byName(rulesCommands),
  ...byName(mapCommands),
  ...byName(notificationsCommands),
  ...byName(profileCommands),
  ...byName(reflectionsCommands),
  ...byName(signupsCommands),
  ...byName(rollcallsCommands),
};

type Commands = typeof commands;
export type CommandName = keyof Commands;

/** The declared command of this name, if any (a batch operation's name comes from the wire). */
export function commandNamed(name: string): CommandEntry | undefined {
  return Object.hasOwn(commands, name) ? commands[name as CommandName] : undefined;
}

type BodyOf<Name extends CommandName> = Commands[Name]['body'] extends z.ZodType ? z.input<Commands[Name]['body']> : null;

/** The command's path parameters by name, and its body (none for a command that reads none). */
type CommandCall<Name extends CommandName> = { [Param in ParamsOf<Commands[Name]['path']>]: string | number } & (BodyOf<Name> extends null
  ? { body?: never }
  : { body: BodyOf<Name> });

/** The commands that also take their body as multipart fields with files (a post or a message with its photo). */
type UploadName = { [Name in CommandName]: Commands[Name] extends { upload: true } ? Name : never }[CommandName];

declare const routed: unique symbol;

/** A queued change's call, made by `outboxRequest` or `outboxUpload` only: its command and, for a single request, its address. */
export interface OutboxRequest {
  command: CommandName;
  params: Record<string, string>;
  method: 'POST' | 'PUT' | 'DELETE';
  /** The path without /api. */
  path: string;
  body?: unknown;
  /** Multipart fields; a file field names a stored blob. */
  form?: Record<string, string | { blobId: string; filename: string }>;
  readonly [routed]: true;
}

/** The call of a command, e.g. `outboxRequest('feed.like', { id, body: { liked } })`. */
export function outboxRequest<Name extends CommandName>(name: Name, call: CommandCall<Name>): OutboxRequest {
  const { method, path: pattern } = commands[name] as CommandEntry;
  const { body, ...rest } = call as { body?: unknown } & Record<string, string | number>;
  const params = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, String(value)]));
  const path = fillPath(pattern, params) ?? pattern;
  return { command: name, params, method, path, ...(body === undefined ? {} : { body }) } as OutboxRequest;
}

/** A list edited item by item (rules, map locations): its commands are '<list>.create', '<list>.update' and '<list>.delete'. */
export type EditedListName = {
  [Name in CommandName]: Name extends `${infer List}.create`
    ? `${List}.update` | `${List}.delete` extends CommandName
      ? List
      : never
    : never;
}[CommandName];

/** An edited list's calls: create with the item's id and fields, update its fields by id, delete by id. */
export function editedListRequests<List extends EditedListName>(list: List) {
  type Fields = BodyOf<Extract<`${List}.update`, CommandName>>;
  // Each name is declared (EditedListName says so), and its body is the list's fields.
  const call = (name: string, parts: object) => outboxRequest(name as CommandName, parts as never);
  return {
    create: (id: string, fields: Fields) => call(`${list}.create`, { body: { id, ...fields } }),
    update: (id: string, fields: Fields) => call(`${list}.update`, { id, body: fields }),
    delete: (id: string) => call(`${list}.delete`, { id }),
  };
}

/** The same call as multipart: the body's fields, and files already stored on the phone (by blob id). */
export function outboxUpload<Name extends UploadName>(
  name: Name,
  call: CommandCall<Name>,
  files: Record<string, { blobId: string; filename: string }>,
): OutboxRequest {
  const { body, ...request } = outboxRequest(name, call);
  const fields = Object.entries(body as Record<string, string | undefined>).filter((f): f is [string, string] => f[1] !== undefined);
  return { ...request, form: { ...Object.fromEntries(fields), ...files } };
}
