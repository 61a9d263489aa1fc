/**
 * One pull round of the hub: every page of every table from the cloud, held in memory until the last one came (a
 * link lost half-way leaves the copy as it was), then, when the camp read differs from what the hub holds, the copy
 * replaced in one transaction, then the photos. The hub's own changes go first: a round pulls only when none waits
 * for the cloud, and the replace is refused when one was journaled meanwhile (the next round tries again), so a
 * change made at the hub is never overwritten before the cloud answered it. The cloud's verdict then stands: a change
 * it refused is gone from the hub's copy, and its "Not saved" notice is in it.
 */
import { createHash } from 'node:crypto';
import { hubPageSchema } from '../../contracts/hub-pull.js';
import type { Db } from '../db/client.js';
import { deleteAllPullMarks } from '../replication/pull-marks.js';
import type { ImageStore } from '../storage/image-store.js';
import type { CloudClient } from './cloud-client.js';
import type { HubFiles } from './hub-files.js';
import { countPending, lastJournalSeq } from './hub-journal-repository.js';
import { copyPhotos, describePhotos } from './hub-photos.js';
import { replaceCamp, type TableRows } from './hub-store-repository.js';

export interface HubRoundParts {
  cloud: CloudClient;
  db: Db;
  photos: ImageStore;
  files: HubFiles;
  diskBudget: number;
  say: (line: string) => void;
  /** Asks every phone at the hub to pull now (their next pull is a full one). */
  pokeEveryone: () => void;
}

/** What a round did: replaced the copy, found the camp as the hub holds it, or left it for changes still going up. */
export type RoundResult = 'replaced' | 'same' | 'changes pending';

/** Thrown inside the replace's transaction when the hub took a change since the pull began. */
class ChangedMeanwhile extends Error {}

async function pullEveryRow(cloud: CloudClient): Promise<TableRows[]> {
  const tables = new Map<string, TableRows>();
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
    const page = hubPageSchema.parse(await cloud.json('GET', `/hub/rows${query}`));
    const held = tables.get(page.table) ?? { table: page.table, rows: [] };
    held.rows.push(...page.rows);
    if (page.rows.length > 0) tables.set(page.table, held);
    cursor = page.cursor;
  } while (cursor);
  return [...tables.values()];
}

const hashOf = (pulled: TableRows[]) => createHash('sha256').update(JSON.stringify(pulled)).digest('hex');

/** Pulls the whole camp once, when no change of the hub's waits for the cloud. Cloud failures throw (CloudError). */
export async function pullRound({ cloud, db, photos, files, diskBudget, say, pokeEveryone }: HubRoundParts): Promise<RoundResult> {
  if ((await countPending(db)) > 0) return 'changes pending';
  const journalSeq = await lastJournalSeq(db);
  const pulled = await pullEveryRow(cloud);
  const hash = hashOf(pulled);
  const held = files.readHeld();
  if (held?.hash === hash && (held.journalSeq ?? 0) === journalSeq) return 'same';
  let tables;
  try {
    tables = await replaceCamp(db, pulled, async (tx) => {
      // A change committed since the pull began (or waiting for this transaction) goes up first.
      if ((await lastJournalSeq(tx)) !== journalSeq) throw new ChangedMeanwhile();
      await deleteAllPullMarks(tx);
    });
  } catch (err) {
    if (err instanceof ChangedMeanwhile) return 'changes pending';
    throw err;
  }
  try {
    const copy = await copyPhotos(cloud, photos, diskBudget);
    files.writeHeld({ pulledAt: new Date().toISOString(), tables, photos: copy.held, photoBytes: copy.bytes, hash, journalSeq });
    const rows = tables.reduce((sum, t) => sum + t.rows, 0);
    say(`The hub holds the camp: ${rows} rows in ${tables.length} tables. ${describePhotos(copy, diskBudget)}`);
  } finally {
    // The phones' cursors no longer hold (their marks are gone): each pulls the whole camp again, now.
    pokeEveryone();
  }
  return 'replaced';
}
