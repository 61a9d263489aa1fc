/**
 * Claiming a sign-up slot for one's family goes as the desired state (POST .../claim {claimed}), so a
 * change undone offline cancels out and a replay changes nothing; the count moves at once, and a
 * refusal (the slot filled meanwhile) rolls it back and says so like a refused RSVP.
 */
import { outboxRequest } from '../../../contracts/commands';
import { signupSheetSchema, type SignupSheet } from '../../../contracts/signups';
import { canClaim, withClaim } from './signup-rules';
import { myWaitingRows } from '../outbox-owner';
import { db, type OutboxRow } from '../schema';
import { defineArea } from '../mutations/area-names';
import { changeRow, defineMutation } from '../mutations/define';

const sheetEntity = (sheetId: string) => `signup-claim:${sheetId}:`;

/** The server's sheet, keeping the phone's own version of other slots of it whose claims still wait to be sent. */
async function answeredSheet(answer: unknown, sheetId: string, row: OutboxRow): Promise<SignupSheet> {
  const fresh = signupSheetSchema.parse(answer);
  const waiting = (await myWaitingRows(row.owner ?? null, sheetEntity(sheetId))).filter((r) => r.id !== row.id);
  const local = waiting.length > 0 ? await db.signups.get(sheetId) : undefined;
  if (!local) return fresh;
  const stillMine = new Set(waiting.map((r) => r.entity.slice(sheetEntity(sheetId).length)));
  return {
    ...fresh,
    slots: fresh.slots.map((slot) => (stillMine.has(slot.id) ? (local.slots.find((s) => s.id === slot.id) ?? slot) : slot)),
  };
}

export const signupMutations = defineArea('signups', {
  claim: defineMutation<{ sheetId: string; slotId: string; claimed: boolean }>({
    async plan({ sheetId, slotId, claimed }) {
      const sheet = await db.signups.get(sheetId);
      const slot = sheet?.slots.find((s) => s.id === slotId);
      if (!sheet || !slot || slot.mine === claimed || (claimed && !canClaim(slot))) return null;
      return {
        entity: `${sheetEntity(sheetId)}${slotId}`,
        request: outboxRequest('signups.claim', { id: sheetId, slotId, body: { claimed } }),
        coalesce: 'set',
        baseline: { claimed: slot.mine },
        label: { key: claimed ? 'outbox:label.claimSlot' : 'outbox:label.releaseSlot', values: { slot: slot.label, sheet: sheet.title } },
      };
    },
    apply: ({ sheetId, slotId, claimed }) => changeRow(db.signups, sheetId, (sheet) => withClaim(sheet, slotId, claimed)),
    async settle(answer, { sheetId }, row) {
      await db.signups.put(await answeredSheet(answer, sheetId, row));
    },
    answerIsRow: true,
  }),
});
