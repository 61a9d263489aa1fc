import type { Config } from '../../config.js';
import type { Db } from '../client.js';
import { seedAdmin } from './admin.js';

/** First start (DECISIONS 3): the administrator, the sample camp and its content. Safe to run at every start. */
export async function seed(db: Db, config: Config): Promise<{ adminNotice?: string }> {
  const adminNotice = await seedAdmin(db, config);
  return { adminNotice };
}
