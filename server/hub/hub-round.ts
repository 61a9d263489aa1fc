/**
 * One pull round of the hub: every page of every table from the cloud, held in memory until the last one came (a
 * link lost half-way leaves the copy as it was), then the copy replaced in one transaction, then the photos.
 */
import { hubPageSchema } from '../../contracts/hub-pull.js';
import type { Db } from '../db/client.js';
import type { ImageStore } from '../storage/image-store.js';
import type { CloudClient } from './cloud-client.js';
import type { HubFiles } from './hub-files.js';
import { copyPhotos, describePhotos } from './hub-photos.js';
import { replaceCamp, type TableRows } from './hub-store-repository.js';

export interface HubRoundParts {
  cloud: CloudClient;
  db: Db;
  photos: ImageStore;
  files: HubFiles;
  diskBudget: number;
  say: (line: string) => void;
}

/** The local changes' notice: the pull stops rather than overwrite them (forwarding them up comes next). */
const PAUSED =
  'The hub took changes here (posts, answers...) that it cannot send to the cloud yet, so it no longer pulls: a pull would overwrite them. It keeps serving what it holds.';

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

/** Pulls the whole camp once; false when the hub holds changes of its own and did not pull. Cloud failures throw (CloudError). */
export async function pullRound({ cloud, db, photos, files, diskBudget, say }: HubRoundParts): Promise<boolean> {
  if (files.hasLocalChanges()) {
    say(PAUSED);
    return false;
  }
  const pulled = await pullEveryRow(cloud);
  if (files.hasLocalChanges()) {
    say(PAUSED);
    return false;
  }
  const tables = await replaceCamp(db, pulled);
  const copy = await copyPhotos(cloud, photos, diskBudget);
  files.writeHeld({ pulledAt: new Date().toISOString(), tables, photos: copy.held, photoBytes: copy.bytes });
  const rows = tables.reduce((sum, t) => sum + t.rows, 0);
  say(`The hub holds the camp: ${rows} rows in ${tables.length} tables. ${describePhotos(copy, diskBudget)}`);
  return true;
}
