/**
 * The hub pull: what a camp hub reads from the cloud with its hub key (`Authorization: Hub <key>`), to hold the whole
 * camp. Rows travel as PostgreSQL writes them in JSON (`row_to_json`), so the hub stores them back exactly.
 */
import { z } from 'zod';

/** One page of one table's rows; `cursor` asks for the next page (of this table or the next), null once every table was read. */
export const hubPageSchema = z.object({
  table: z.string(),
  rows: z.array(z.record(z.string(), z.unknown())),
  cursor: z.string().nullable(),
});
export type HubPage = z.infer<typeof hubPageSchema>;

export const hubPageQuerySchema = z.object({ cursor: z.string().max(4000).optional() });

/** How many rows each area's tables hold: what `npm run hub -- --check` compares. */
export const hubCountsSchema = z.object({
  tables: z.array(z.object({ area: z.string(), table: z.string(), rows: z.number().int().nonnegative() })),
});
export type HubCounts = z.infer<typeof hubCountsSchema>;

/** Every stored photo and avatar the camp's rows point to, with its size (null when the store lacks it). */
export const hubPhotosSchema = z.object({
  photos: z.array(z.object({ key: z.string(), bytes: z.number().int().nonnegative().nullable() })),
});
