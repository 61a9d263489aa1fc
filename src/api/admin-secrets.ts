import { api } from './client';

/**
 * An admin list of secrets the server makes (family invitation links, hub keys), online only:
 * POST /<path> makes one and answers its secret this once, GET /<path> lists them without it,
 * DELETE /<path>/{id} revokes one at once.
 */
export interface AdminSecrets<Input, Created, Item> {
  create: (input: Input) => Promise<Created>;
  list: () => Promise<Item[]>;
  revoke: (id: string) => Promise<void>;
}

/** The calls of the admin list at `path` (e.g. 'admin/hub-keys'); `read` checks an answer against its contract. */
export function adminSecrets<Input, Created, Item>(
  path: string,
  read: { created: (answer: unknown) => Created; list: (answer: unknown) => Item[] },
): AdminSecrets<Input, Created, Item> {
  return {
    create: async (input) => read.created(await api.post(path, { json: input }).json()),
    list: async () => read.list(await api.get(path).json()),
    revoke: async (id) => void (await api.delete(`${path}/${id}`)),
  };
}
