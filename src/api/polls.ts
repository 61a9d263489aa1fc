import type { Poll, PollInput } from '../../contracts/polls';
import { adminItems, api } from './client';

/** Snap Polls (admin only, online): the /admin/polls calls of SPEC §7. */
export const { create: createPoll, update: updatePoll, remove: deletePoll } = adminItems<Poll, PollInput>('polls');

export function togglePoll(id: string): Promise<Poll> {
  return api.put(`admin/polls/${id}/toggle`).json<Poll>();
}
