import type { RollCall, RollCallBoard, RollCallSummary, StartRollCall } from '../../contracts/rollcalls';
import { api } from './client';

/** The organizers' roll call tools call the server directly (they need signal); campers answer through the outbox. */
export function startRollCall(input: StartRollCall): Promise<RollCall> {
  return api.post('roll-calls', { json: input }).json<RollCall>();
}

export function closeRollCall(id: string): Promise<RollCall> {
  return api.post(`roll-calls/${id}/close`).json<RollCall>();
}

export function rollCallBoard(id: string): Promise<RollCallBoard> {
  return api.get(`roll-calls/${id}`).json<RollCallBoard>();
}

export function pastRollCalls(): Promise<RollCallSummary[]> {
  return api.get('roll-calls').json<RollCallSummary[]>();
}
