import { api } from './client';

/** How many items a list call returns, whether it answers a bare array or `{ key: [...] }`. */
async function countOf(path: string, key: string): Promise<number> {
  const body = await api.get(path).json<unknown>();
  if (Array.isArray(body)) return body.length;
  const list = body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined;
  return Array.isArray(list) ? list.length : 0;
}

/** The admin dashboard's tiles: events and polls (users come from GET /admin/users). */
export const countEvents = () => countOf('events', 'events');
export const countPolls = () => countOf('polls', 'polls');
