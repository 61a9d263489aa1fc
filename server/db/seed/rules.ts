import { sampleRules } from '../../../contracts/sample-rules.js';
import type { Db } from '../client.js';
import { rules } from '../schema/index.js';
import { deletedSampleIds, sampleRowId } from './seed-rows.js';

export const sampleRuleId = (index: number) => sampleRowId('a1e50000', index + 1);

/** Adds the sample rules not yet present; one an organizer deleted stays deleted. */
export async function seedRules(db: Db): Promise<void> {
  const ids = sampleRules.map((_, i) => sampleRuleId(i));
  const deleted = await deletedSampleIds(db, 'rules', ids);
  const rows = sampleRules
    .map(([title, category, importance, description], i) => ({ id: sampleRuleId(i), title, category, importance, description }))
    .filter((r) => !deleted.has(r.id));
  if (rows.length > 0) await db.insert(rules).values(rows).onConflictDoNothing({ target: rules.id });
}
