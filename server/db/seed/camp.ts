import { sampleCamp } from '../../../contracts/sample-camp.js';
import type { Db } from '../client.js';
import { camps } from '../schema/index.js';
import { deletedSampleIds, sampleRowId } from './seed-rows.js';

export const SAMPLE_CAMP_ID = sampleRowId('ca300000', 1);

/** Noon UTC keeps a calendar date on the same day in every camper's timezone. */
const noonUtc = (date: string) => new Date(`${date}T12:00:00Z`);

/** The sample camp, "3rd annual", 5-7 September 2025 (DECISIONS 3): added once, then left to the organizers. */
export async function seedCamp(db: Db): Promise<void> {
  if ((await deletedSampleIds(db, 'camps', [SAMPLE_CAMP_ID])).size > 0) return;
  const { name, year, location, address, start_date, end_date, contact_info, rules, is_active } = sampleCamp;
  await db
    .insert(camps)
    .values({
      id: SAMPLE_CAMP_ID,
      name,
      year,
      location,
      address,
      startDate: noonUtc(start_date),
      endDate: noonUtc(end_date),
      contactInfo: { ...contact_info, counselors: contact_info.counselors.map((c) => ({ ...c })) },
      rules,
      isActive: is_active,
    })
    .onConflictDoNothing({ target: camps.id });
}
