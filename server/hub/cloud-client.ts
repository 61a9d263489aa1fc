/**
 * The hub's calls to the cloud, each with `Authorization: Hub <key>`. A failure is a CloudError whose message is a
 * plain sentence for the hub's operator; the key never appears in one.
 */
export type CloudFailure = 'unreachable' | 'key_refused' | 'refused';

export class CloudError extends Error {
  constructor(
    readonly failure: CloudFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface CloudClient {
  readonly address: string;
  /** The cloud's JSON answer; `body`, when given, is sent as JSON. */
  json(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown>;
  /** The bytes at the path, or null when the cloud no longer has them (404). */
  bytes(path: string): Promise<Buffer | null>;
  /** Puts `bytes` (of `type`) at the path; a refusal throws. */
  put(path: string, bytes: Buffer, type: string): Promise<void>;
}

const JSON_TIMEOUT_MS = 60_000;
const FILE_TIMEOUT_MS = 180_000;

/**
 * The failure of an answer that is no success: the key refused (401), the cloud not answering properly (5xx), else its
 * refusal of `path` with its sentence.
 */
export function failedAnswer(address: string, path: string, status: number, sentence: string): CloudError {
  if (status === 401)
    return new CloudError(
      'key_refused',
      `The cloud at ${address} refused the hub key: "${sentence}" It is wrong or was revoked: an administrator makes a new one in the cloud app, under Admin → Camp hub.`,
    );
  if (status >= 500) return new CloudError('unreachable', `The cloud at ${address} is not answering properly (${status}).`);
  return new CloudError('refused', `The cloud at ${address} refused ${path} (${status}): ${sentence}`);
}

async function sentenceOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  return typeof body?.error === 'string' ? body.error : response.statusText;
}

export function createCloudClient(cloud: URL, key: string): CloudClient {
  const address = cloud.origin + cloud.pathname.replace(/\/$/, '');
  const call = async (method: string, path: string, timeout: number, sent: { body?: BodyInit; type?: string } = {}): Promise<Response> => {
    let response: Response;
    const headers: Record<string, string> = sent.type === undefined ? {} : { 'content-type': sent.type };
    try {
      response = await fetch(`${address}/api${path}`, {
        method,
        headers: { authorization: `Hub ${key}`, accept: 'application/json', ...headers },
        ...(sent.body === undefined ? {} : { body: sent.body }),
        signal: AbortSignal.timeout(timeout),
      });
    } catch (err) {
      const cause =
        err instanceof Error && err.cause instanceof Error ? err.cause.message : err instanceof Error ? err.message : String(err);
      throw new CloudError('unreachable', `The cloud at ${address} cannot be reached (${cause}).`);
    }
    // A refused key and a failing cloud are failures whatever was asked; a 404 of a file is an answer (bytes).
    if (response.status === 401 || response.status >= 500) throw failedAnswer(address, path, response.status, await sentenceOf(response));
    return response;
  };
  return {
    address,
    async json(method, path, body) {
      const sent = body === undefined ? {} : { body: JSON.stringify(body), type: 'application/json' };
      const response = await call(method, path, JSON_TIMEOUT_MS, sent);
      if (!response.ok) throw failedAnswer(address, path, response.status, await sentenceOf(response));
      return (await response.json()) as unknown;
    },
    async bytes(path) {
      const response = await call('GET', path, FILE_TIMEOUT_MS);
      if (response.status === 404) return null;
      if (!response.ok) throw failedAnswer(address, path, response.status, await sentenceOf(response));
      return Buffer.from(await response.arrayBuffer());
    },
    async put(path, bytes, type) {
      const response = await call('PUT', path, FILE_TIMEOUT_MS, { body: new Uint8Array(bytes), type });
      if (!response.ok) throw failedAnswer(address, path, response.status, await sentenceOf(response));
    },
  };
}
