/**
 * What a camp hub records of each change a command made (http/command.ts calls it in the command's transaction): the
 * author, the key, the address without /api, and the input as the phone sent it (the key's hash at the cloud is of
 * that, so the phone may send the same change there too). A create whose input named no id keeps the id the hub gave
 * the new row beside it, so the cloud makes it under the same id; an upload keeps its form fields and file bytes, and
 * the keys of the photo the hub made of them.
 */
import type { Db } from '../db/client.js';
import type { PerformedChange } from '../http/command.js';
import { afterCommit } from '../http/request-tx.js';
import { uploadKey } from '../storage/upload-keys.js';
import { sentFile } from '../storage/uploads.js';
import { journalChange, type JournalEntry } from './hub-journal-repository.js';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The id of the row a create made (201), unless it is one the address already names (an answer about its parent). */
function madeId({ answer, params, command }: PerformedChange): string | undefined {
  if (command.method !== 'POST' || answer.status !== 201 || !isObject(answer.body)) return undefined;
  const { id } = answer.body;
  if (typeof id !== 'string') return undefined;
  return isObject(params) && Object.values(params).includes(id) ? undefined : id;
}

const stringParams = (params: unknown): Record<string, string> | undefined => {
  if (!isObject(params)) return undefined;
  const entries = Object.entries(params).filter((e): e is [string, string] => typeof e[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
};

/**
 * The display and thumbnail the hub made of an upload's photo, as its answer names them (a post's `image` and `thumb`,
 * a message's `image_url` and `thumb_url`): a JPEG and the WebP thumbnail of the same name.
 */
function madePhoto(answer: unknown): JournalEntry['photo'] {
  if (!isObject(answer)) return undefined;
  const keys = Object.values(answer).flatMap((value) => (typeof value === 'string' ? [uploadKey(value)] : []));
  const display = keys.find((key) => key?.endsWith('.jpg'));
  const thumb = display && `${display.slice(0, -'.jpg'.length)}-thumb.webp`;
  return display && thumb && keys.includes(thumb) ? { display, thumb } : undefined;
}

async function entryOf(change: PerformedChange): Promise<JournalEntry> {
  const { command, user, key, url, body } = change;
  const params = command.name === undefined ? undefined : stringParams(change.params);
  const base = {
    userId: user.id,
    key,
    ...(command.name === undefined ? {} : { command: command.name }),
    ...(params ? { params } : {}),
    method: command.method,
    path: url.startsWith('/api/') ? url.slice('/api'.length) : url,
  };
  const made = (input: Record<string, unknown>) => {
    const id = madeId(change);
    return id && !('id' in input) ? { createdId: id } : {};
  };
  const takesForm = (command.schema.consumes ?? []).includes('multipart/form-data');
  if (takesForm && !isObject(body)) {
    const form = await change.form();
    const file = sentFile(form);
    const photo = file ? madePhoto(change.answer.body) : undefined;
    return { ...base, form: { fields: form.fields, ...(file ? { file } : {}) }, ...(photo ? { photo } : {}), ...made(form.fields) };
  }
  return { ...base, body, ...(isObject(body) ? made(body) : {}) };
}

/** The journal hook of a hub's commands: records the change with `db` (the request's transaction), then `recorded()` once committed. */
export function hubJournal(db: Db, recorded: () => void): (change: PerformedChange) => Promise<void> {
  return async (change) => {
    await journalChange(db, await entryOf(change));
    afterCommit(recorded);
  };
}
