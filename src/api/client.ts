import ky, { HTTPError } from 'ky';
import { useAuthStore } from '../stores/auth-store';
import { serverError } from '../lib/server-error';
import { translatedError } from '../lib/server-text';

/**
 * The one HTTP client: /api prefix, bearer token, no timeout (SPEC §7).
 * Any 401 signs the user out; the router then shows /login. When the phone knows it is offline, a call
 * fails at once as an unreachable server does (a TypeError, no HTTP status), without a request the
 * browser would log as failed.
 */
export const api = ky.create({
  prefixUrl: '/api',
  timeout: false,
  retry: 0,
  hooks: {
    beforeRequest: [
      (request) => {
        if (navigator.onLine === false) throw new TypeError('Failed to fetch: offline');
        const token = useAuthStore.getState().token;
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    afterResponse: [
      (_request, _options, response) => {
        if (response.status === 401 && useAuthStore.getState().token) useAuthStore.getState().logout();
      },
    ],
  },
});

/**
 * The organizer tools' calls on one area's items (they need signal): POST /admin/<area>,
 * PUT /admin/<area>/{id} and DELETE /admin/<area>/{id}, answering with the item as kept.
 */
export function adminItems<Item, Input>(area: string) {
  return {
    create: (input: Input): Promise<Item> => api.post(`admin/${area}`, { json: input }).json<Item>(),
    update: (id: string, input: Input): Promise<Item> => api.put(`admin/${area}/${id}`, { json: input }).json<Item>(),
    remove: async (id: string): Promise<void> => void (await api.delete(`admin/${area}/${id}`)),
  };
}

/** The server's `{ error, code }` sentence of a failed call in the camper's language, or the fallback. */
export async function errorText(err: unknown, fallback: string): Promise<string> {
  if (err instanceof HTTPError) {
    try {
      const said = serverError(await err.response.clone().json());
      if (said) return await translatedError(said.code, said.sentence);
    } catch {
      // not JSON: use the fallback
    }
  }
  return fallback;
}
