import type { Config } from '../../config.js';
import type { Db } from '../client.js';
import { seedAdmin } from './admin.js';
import { seedCamp } from './camp.js';
import { seedMapLocations } from './map-locations.js';
import { seedRules } from './rules.js';
import { seedEvents } from './events.js';
import { seedPacking } from './packing.js';

/** First start (DECISIONS 3): the administrator, the sample camp and its content. Safe to run at every start. */
export async function seed(db: Db, config: Config): Promise<{ adminNotice?: string }> {
  const adminNotice = await seedAdmin(db, config);
  await seedCamp(db);
  await seedRules(db);
  await seedMapLocations(db);
  await seedPacking(db);
  await seedEvents(db);
  return { adminNotice };
}
