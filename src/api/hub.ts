import type { z } from 'zod';
import { createdHubKeySchema, hubKeyListSchema, type CreatedHubKey, type HubKey, type hubKeyInputSchema } from '../../contracts/hub';
import { adminSecrets } from './admin-secrets';

/** POST /admin/hub-keys' body as sent. */
export type HubKeyRequest = z.input<typeof hubKeyInputSchema>;

/** Hub keys: Admin → Camp hub. A revoked key is refused at the hub's next call to the cloud. */
export const hubKeysApi = adminSecrets<HubKeyRequest, CreatedHubKey, HubKey>('admin/hub-keys', {
  created: (answer) => createdHubKeySchema.parse(answer),
  list: (answer) => hubKeyListSchema.parse(answer).hub_keys,
});
