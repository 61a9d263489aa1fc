/**
 * The version of the database's shape this server runs: the tag of its last migration (e.g. `0023_hub_journal`). A
 * camp hub and its cloud must run the same one, since rows travel between them by column name.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const journalFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations', 'meta', '_journal.json');

let known: string | undefined;

export function schemaVersion(): string {
  if (known === undefined) {
    const { entries } = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
    known = entries.at(-1)?.tag ?? 'none';
  }
  return known;
}
