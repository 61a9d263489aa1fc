import type { Poll, PollInput } from '../../contracts/polls';
import { api } from './client';

/** Snap Polls (admin only, online): the /admin/polls calls of SPEC §7. */
export function createPoll(input: PollInput): Promise<Poll> {
  return api.post('admin/polls', { json: input }).json<Poll>();
}

export function updatePoll(id: string, input: PollInput): Promise<Poll> {
  return api.put(`admin/polls/${id}`, { json: input }).json<Poll>();
}

export function togglePoll(id: string): Promise<Poll> {
  return api.put(`admin/polls/${id}/toggle`).json<Poll>();
}

export async function deletePoll(id: string): Promise<void> {
  await api.delete(`admin/polls/${id}`);
}
