import { pullResponseSchema, type PullResponse } from '../../contracts/replication';
import { getConditional } from './outbox-wire';

export type PullAnswer = { status: 'ok'; answer: PullResponse } | { status: 'offline' | 'signed-out' | 'failed' };

/** GET /api/pull?cursor= (plain fetch with an explicit token, like the outbox's wire: page, worker and Node alike). */
export async function fetchPull(cursor: string | undefined, token: string): Promise<PullAnswer> {
  const res = await getConditional(cursor ? `/pull?cursor=${encodeURIComponent(cursor)}` : '/pull', token);
  if (res.status === 0) return { status: 'offline' };
  if (res.status === 401) return { status: 'signed-out' };
  const parsed = pullResponseSchema.safeParse(res.body);
  return res.status === 200 && parsed.success ? { status: 'ok', answer: parsed.data } : { status: 'failed' };
}
