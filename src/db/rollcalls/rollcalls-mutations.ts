/** A roll call answer (POST /roll-calls/{id}/answer): shown at once as waiting, sent when signal comes; the last one stands. */
import { outboxRequest } from '../../../contracts/commands';
import { myRollCallSchema, type RollCallStatus } from '../../../contracts/rollcalls';
import { db } from '../schema';
import { defineArea } from '../mutations/area-names';
import { changeRow, defineMutation, storeLatest } from '../mutations/define';

interface AnswerArgs {
  rollCallId: string;
  status: RollCallStatus;
  note?: string;
  household: boolean;
}

const answerBody = (status: RollCallStatus, note: string | undefined, household: boolean) => ({
  status,
  household,
  ...(note ? { note } : {}),
});

export const rollCallMutations = defineArea('rollcalls', {
  answer: defineMutation<AnswerArgs>({
    async plan({ rollCallId, status, note, household }) {
      const current = await db.rollCalls.get(rollCallId);
      if (!current || current.closed_at) return null;
      const before = current.my_answer;
      return {
        entity: `roll-call:${rollCallId}`,
        request: outboxRequest('rollcalls.answer', { id: rollCallId, body: answerBody(status, note, household) }),
        // A newer answer replaces one not sent yet: the last answer stands; back to the server's own answer sends nothing.
        coalesce: 'set',
        baseline: before ? answerBody(before.status, before.note ?? undefined, false) : undefined,
        label: { key: status === 'safe' ? 'outbox:label.rollCallSafe' : 'outbox:label.rollCallHelp' },
      };
    },
    apply: ({ rollCallId, status, note }) =>
      changeRow(db.rollCalls, rollCallId, (rollCall) => ({
        ...rollCall,
        my_answer: { status, note: note || null, answered_at: new Date().toISOString(), answered_by: null },
      })),
    settle: storeLatest(db.rollCalls, (answer) => myRollCallSchema.parse(answer)),
  }),
});
