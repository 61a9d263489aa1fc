/**
 * The hub pull's cursor: the table it reached and the key of the last row it sent there, as base64url JSON.
 * It names rows, not a moment: each pull is a full pass over every table (ARCHITECTURE "Camp hub").
 */
import { invalidRequest } from '../http/errors.js';
import type { HubRow } from './hub-pull-repository.js';
import { copiedTable, copiedTables, type CopiedTable } from './hub-tables-repository.js';

export interface HubPosition {
  table: CopiedTable;
  after: HubRow | null;
}

export const firstPosition = (): HubPosition | null => {
  const table = copiedTables[0];
  return table ? { table, after: null } : null;
};

/** The next table's start, or null after the last one. */
export function nextTable(table: CopiedTable): HubPosition | null {
  const next = copiedTables[copiedTables.indexOf(table) + 1];
  return next ? { table: next, after: null } : null;
}

export const encodePosition = (position: HubPosition): string =>
  Buffer.from(JSON.stringify({ t: position.table.name, a: position.after })).toString('base64url');

export function decodePosition(cursor: string): HubPosition {
  try {
    const { t, a } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { t?: unknown; a?: unknown };
    const table = typeof t === 'string' ? copiedTable(t) : undefined;
    const keyed = a === null || (typeof a === 'object' && !Array.isArray(a));
    if (table && keyed) return { table, after: a as HubRow | null };
  } catch {
    // Falls through to the refusal below.
  }
  throw invalidRequest('cursor: not a cursor of an earlier hub pull page.');
}

/** The key columns of a row: where the next page of its table starts. */
export const keyOfRow = (table: CopiedTable, row: HubRow): HubRow => Object.fromEntries(table.key.map((column) => [column, row[column]]));
