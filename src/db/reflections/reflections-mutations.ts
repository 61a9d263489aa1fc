/**
 * Reflections: a person has at most one per camp, so the camp's reflection is one slot with a
 * desired state under 'reflection:<campId>': a save (POST /reflections creates or updates) or a
 * delete replaces an unsent earlier one of the slot, and a change back to what the server holds
 * sends nothing. A reflection written offline carries its own id, so its later delete finds it.
 */
import { outboxRequest } from '../../../contracts/commands';
import { reflectionSchema, type Reflection } from '../../../contracts/reflections';
import { db } from '../schema';
import { defineArea } from '../mutations/area-names';
import { answerIsLatest, defineMutation, removeRow } from '../mutations/define';

const slot = (campId: string) => `reflection:${campId}`;
const wire = (r: Pick<Reflection, 'id' | 'camp_id' | 'high' | 'low' | 'glitter' | 'is_public'>) => ({
  id: r.id,
  camp_id: r.camp_id,
  high: r.high,
  low: r.low,
  glitter: r.glitter,
  is_public: r.is_public,
});
/** What the camper wrote, as stored: trimmed. */
const content = (a: { high: string; low: string; glitter: string; isPublic: boolean }) => ({
  high: a.high.trim(),
  low: a.low.trim(),
  glitter: a.glitter.trim(),
  is_public: a.isPublic,
});

export const reflectionMutations = defineArea('reflections', {
  save: defineMutation<{
    /** The existing reflection's id, or a new UUID. */
    id: string;
    campId: string;
    camp: Reflection['camp'];
    high: string;
    low: string;
    glitter: string;
    isPublic: boolean;
    /** Shown as the submitted date until the server answers. */
    at: string;
  }>({
    async plan(args) {
      const current = await db.reflections.get(args.id);
      return {
        entity: slot(args.campId),
        request: outboxRequest('reflections.save', { body: wire({ id: args.id, camp_id: args.campId, ...content(args) }) }),
        coalesce: 'set',
        baseline: current ? wire(current) : undefined,
        label: { key: current ? 'outbox:label.updateReflection' : 'outbox:label.saveReflection', values: { camp: args.camp.name } },
      };
    },
    async apply(args) {
      const before = await db.reflections.get(args.id);
      const submitted_at = before?.submitted_at ?? args.at;
      await db.reflections.put({ id: args.id, camp_id: args.campId, camp: args.camp, submitted_at, ...content(args), _pending: true });
      return [{ table: 'reflections', key: args.id, value: before }];
    },
    async settle(answer, { id }, row) {
      const saved = reflectionSchema.parse(answer);
      if (!(await answerIsLatest(row))) return;
      // Another phone wrote this camp's reflection first: the server kept its id.
      if (saved.id !== id) await db.reflections.delete(id);
      await db.reflections.put(saved);
    },
  }),

  delete: defineMutation<{ id: string }>({
    async plan({ id }) {
      const current = await db.reflections.get(id);
      if (!current) return null;
      return {
        entity: slot(current.camp_id),
        request: outboxRequest('reflections.delete', { id }),
        coalesce: 'set',
        baseline: wire(current),
        label: { key: 'outbox:label.deleteReflection', values: { camp: current.camp.name } },
      };
    },
    apply: ({ id }) => removeRow(db.reflections, id),
    async settle(_answer, { id }) {
      await db.reflections.delete(id);
    },
  }),
});
