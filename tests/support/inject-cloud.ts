/**
 * A camp hub's link to a cloud that runs in the test's own process: each call goes to the cloud test server with the
 * hub key, and fails as a real link's would (401: the key refused, 5xx: not answering, other refusals with their
 * sentence). `answered` may change what the cloud answers a path (a cloud of another version).
 */
import { failedAnswer, type CloudClient } from '../../server/hub/cloud-client.js';
import type { TestServer } from './test-server.js';

export function injectCloud(
  cloud: TestServer,
  key: string,
  answered: (path: string, body: unknown) => unknown = (_, body) => body,
): CloudClient {
  const address = 'https://cloud.camp.test';
  /** The cloud's answer, or the failure a real link would give for it (server/hub/cloud-client.ts). */
  const call = async (
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    sent: { payload?: object | Buffer; type?: string } = {},
    answer = (status: number) => status < 400,
  ) => {
    const res = await cloud.app.inject({
      method,
      url: `/api${path}`,
      headers: { authorization: `Hub ${key}`, ...(sent.type ? { 'content-type': sent.type } : {}) },
      ...(sent.payload === undefined ? {} : { payload: sent.payload }),
    });
    if (answer(res.statusCode)) return res;
    const sentence = (() => {
      try {
        return res.json<{ error?: unknown } | null>()?.error;
      } catch {
        return undefined; // no JSON body
      }
    })();
    throw failedAnswer(address, path, res.statusCode, typeof sentence === 'string' ? sentence : res.statusMessage);
  };
  return {
    address,
    async json(method, path, body) {
      return answered(path, (await call(method, path, body === undefined ? {} : { payload: body as object })).json());
    },
    async bytes(path) {
      const res = await call('GET', path, {}, (status) => status < 400 || status === 404);
      return res.statusCode === 404 ? null : res.rawPayload;
    },
    async put(path, bytes, type) {
      await call('PUT', path, { payload: bytes, type });
    },
  };
}
