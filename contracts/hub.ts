import { z } from 'zod';
import { optionalText } from './fields.js';
import { HUB_KEY_RULES } from './hub-rules.js';

/** POST /admin/hub-keys: a label to tell keys apart, if any. */
export const hubKeyInputSchema = z.object({ label: optionalText('Label', HUB_KEY_RULES.labelMax) });

/** A hub key as the administrator sees it in Admin → Camp hub: never the key itself. */
const hubKeySchema = z.object({
  id: z.string(),
  label: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type HubKey = z.infer<typeof hubKeySchema>;

/** 201 to POST /admin/hub-keys: the key, shown this once (only its hash is kept). */
export const createdHubKeySchema = z.object({ id: z.string(), key: z.string() });
export type CreatedHubKey = z.infer<typeof createdHubKeySchema>;

/** GET /admin/hub-keys: newest first. */
export const hubKeyListSchema = z.object({ hub_keys: z.array(hubKeySchema) });

/**
 * 200 to POST /hub/exchange (Authorization: Hub <key>): the secret that signs the cloud's sign-in tokens
 * and photo addresses, so the hub accepts both, the cloud's public address, and the version of its database's
 * shape (its last migration's tag), which the hub must run too (absent: a cloud from before the check).
 */
export const hubExchangeSchema = z.object({ secret: z.string(), public_url: z.string(), schema_version: z.string().optional() });
export type HubExchange = z.infer<typeof hubExchangeSchema>;
