import { HTTPError } from 'ky';

/** The HTTP status of a failed call, or undefined when the server was not reached. */
export function statusOf(err: unknown): number | undefined {
  return err instanceof HTTPError ? err.response.status : undefined;
}
