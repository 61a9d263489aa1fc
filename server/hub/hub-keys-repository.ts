/** Hub keys: kept as hashes, listed for the administrator, revoked, and checked on each hub call. */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { HubKey } from '../../contracts/hub.js';
import type { Db } from '../db/client.js';
import { revokeRow } from '../db/rows.js';
import { hubKeys } from '../db/schema/index.js';

/** Keeps a new key by its hash; its id. */
export async function insertHubKey(db: Db, input: { keyHash: string; label: string | null; createdBy: string }): Promise<string> {
  const [row] = await db.insert(hubKeys).values(input).returning({ id: hubKeys.id });
  if (!row) throw new Error('hub key insert returned nothing');
  return row.id;
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** Every key, newest first, without its hash. */
export async function listHubKeys(db: Db): Promise<HubKey[]> {
  const rows = await db
    .select({
      id: hubKeys.id,
      label: hubKeys.label,
      createdAt: hubKeys.createdAt,
      lastUsedAt: hubKeys.lastUsedAt,
      revokedAt: hubKeys.revokedAt,
    })
    .from(hubKeys)
    .orderBy(desc(hubKeys.createdAt), desc(hubKeys.id));
  return rows.map((r) => ({
    id: r.id,
    label: r.label,
    created_at: r.createdAt.toISOString(),
    last_used_at: iso(r.lastUsedAt),
    revoked_at: iso(r.revokedAt),
  }));
}

/** Revokes the key at `at` (a key already revoked keeps its moment); false when there is no such key. */
export const revokeHubKey = (db: Db, id: string, at: Date): Promise<boolean> => revokeRow(db, hubKeys, id, at);

/** The id of the live key with this hash, its use stamped at `at`; undefined for a revoked or unknown key. */
export async function stampLiveHubKey(db: Db, keyHash: string, at: Date): Promise<string | undefined> {
  const [row] = await db
    .update(hubKeys)
    .set({ lastUsedAt: at })
    .where(and(eq(hubKeys.keyHash, keyHash), isNull(hubKeys.revokedAt)))
    .returning({ id: hubKeys.id });
  return row?.id;
}
