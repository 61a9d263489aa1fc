import type { z } from 'zod';
import { createdHubKeySchema, hubKeyListSchema, type CreatedHubKey, type HubKey, type hubKeyInputSchema } from '../../contracts/hub';
import { api } from './client';

/** POST /admin/hub-keys' body as sent. */
export type HubKeyRequest = z.input<typeof hubKeyInputSchema>;

/** Hub keys: Admin → Camp hub (online only), straight to the server. The key is answered once, when it is made. */
export async function createHubKey(input: HubKeyRequest): Promise<CreatedHubKey> {
  return createdHubKeySchema.parse(await api.post('admin/hub-keys', { json: input }).json());
}

export async function listHubKeys(): Promise<HubKey[]> {
  return hubKeyListSchema.parse(await api.get('admin/hub-keys').json()).hub_keys;
}

/** Revoked at once: the hub's next call to the cloud is refused. */
export async function revokeHubKey(id: string): Promise<void> {
  await api.delete(`admin/hub-keys/${id}`);
}
