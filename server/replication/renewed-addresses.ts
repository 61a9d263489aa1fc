/**
 * Photo addresses are signed for a window of time (storage/signed-addresses.ts), in the fields a source's
 * rows declare as stored images (`rows`, storage/signed-fields.ts). A phone's cursor says when it last
 * pulled, so it says in which window the addresses it holds were signed: when that window has passed, the
 * pull re-sends every row that carries an address, signed anew.
 */
import type { Db } from '../db/client.js';
import type { Since } from './delta.js';
import type { AuthUser } from '../auth/authenticate.js';
import type { UploadAddresses } from '../storage/signed-addresses.js';
import { storedUploadsIn } from '../storage/signed-fields.js';
import type { PullSource } from './source.js';

const EVERYTHING: Since = { micros: '0', full: true };

/** Whether the phone's addresses were signed in an earlier window than now's. */
export function addressesToRenew(since: Since, addresses: UploadAddresses): boolean {
  return !since.full && addresses.windowOf(Number(BigInt(since.micros) / 1000n)) !== addresses.windowOf();
}

const idOf = (row: unknown) => (row && typeof row === 'object' && 'id' in row ? row.id : undefined);

/**
 * The source's changes since the cursor, its stored images' addresses signed; when the phone's addresses
 * were signed in an earlier window, also every other row of it that carries one.
 */
export async function loadSigned(source: PullSource, db: Db, user: AuthUser, since: Since, addresses: UploadAddresses): Promise<unknown[]> {
  const changed = await source.load(db, user, since);
  const { rows } = source;
  if (!rows) return changed;
  let all = changed;
  if (addressesToRenew(since, addresses)) {
    const sent = new Set(changed.map(idOf));
    const holding = (await source.load(db, user, EVERYTHING)).filter(
      (row) => !sent.has(idOf(row)) && storedUploadsIn(rows, row).length > 0,
    );
    all = [...changed, ...holding];
  }
  return all.map((row) => addresses.signFields(rows, row));
}
