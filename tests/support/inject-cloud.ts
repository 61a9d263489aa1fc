/**
 * A camp hub's link to a cloud that runs in the test's own process: each call goes to the cloud test server with the
 * hub key, and fails as a real link's would (401: the key refused, 5xx: not answering, other refusals with their
 * sentence). `answered` may change what the cloud answers a path (a cloud of another version).
 */
import { CloudError, type CloudClient } from '../../server/hub/cloud-client.js';
import type { TestServer } from './test-server.js';

export function injectCloud(
  cloud: TestServer,
  key: string,
  answered: (path: string, body: unknown) => unknown = (_, body) => body,
): CloudClient {
  const address = 'https://cloud.camp.test';
  const call = async (method: 'GET' | 'POST', path: string, payload?: unknown) => {
    const res = await cloud.app.inject({
      method,
      url: `/api${path}`,
      headers: { authorization: `Hub ${key}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    if (res.statusCode === 401) throw new CloudError('key_refused', `The cloud at ${address} refused the hub key.`);
    if (res.statusCode >= 500)
      throw new CloudError('unreachable', `The cloud at ${address} is not answering properly (${res.statusCode}).`);
    return res;
  };
  return {
    address,
    async json(method, path, body) {
      const res = await call(method, path, body);
      if (res.statusCode >= 400)
        throw new CloudError('refused', `The cloud at ${address} refused ${path} (${res.statusCode}): ${res.body}`);
      return answered(path, res.json());
    },
    async bytes(path) {
      const res = await call('GET', path);
      if (res.statusCode === 404) return null;
      if (res.statusCode >= 400) throw new CloudError('refused', `The cloud at ${address} refused ${path} (${res.statusCode}).`);
      return res.rawPayload;
    },
  };
}
