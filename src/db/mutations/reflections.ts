/**
 * Reflections: a person has at most one per camp, so the camp's reflection is one slot with a
 * desired state under 'reflection:<campId>': a save (POST /reflections creates or updates) or a
 * delete replaces an unsent earlier one of the slot, and a change back to what the server holds
 * sends nothing. A reflection written offline carries its own id, so its later delete finds it.
 */
import { reflectionSchema, type Reflection } from '../../../contracts/reflections';
import type { ChangeLabel } from '../change-label';
import { db } from '../schema';
import { answerIsLatest } from './content-settle';
import type { MutationDef } from './types';

const slot = (campId: string) => `reflection:${campId}`;
const wire = (r: Pick<Reflection, 'id' | 'camp_id' | 'high' | 'low' | 'glitter' | 'is_public'>) => ({
  id: r.id,
  camp_id: r.camp_id,
  high: r.high,
  low: r.low,
  glitter: r.glitter,
  is_public: r.is_public,
});

export interface SaveReflectionArgs {
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
}

const save: MutationDef<SaveReflectionArgs> = {
  async plan(args) {
    const current = await db.reflections.get(args.id);
    const body = wire({
      id: args.id,
      camp_id: args.campId,
      high: args.high.trim(),
      low: args.low.trim(),
      glitter: args.glitter.trim(),
      is_public: args.isPublic,
    });
    const label: ChangeLabel = {
      key: current ? 'outbox:label.updateReflection' : 'outbox:label.saveReflection',
      values: { camp: args.camp.name },
    };
    return {
      entity: slot(args.campId),
      request: { method: 'POST', path: '/reflections', body },
      coalesce: 'set',
      baseline: current ? wire(current) : undefined,
      label,
    };
  },
  async apply(args) {
    const before = await db.reflections.get(args.id);
    const content = { high: args.high.trim(), low: args.low.trim(), glitter: args.glitter.trim(), is_public: args.isPublic };
    await db.reflections.put({
      id: args.id,
      camp_id: args.campId,
      camp: args.camp,
      submitted_at: before?.submitted_at ?? args.at,
      ...content,
      _pending: true,
    });
    return [{ table: 'reflections', key: args.id, value: before }];
  },
  async settle(answer, { id }, row) {
    const saved = reflectionSchema.parse(answer);
    if (!(await answerIsLatest(row))) return;
    // Another phone wrote this camp's reflection first: the server kept its id.
    if (saved.id !== id) await db.reflections.delete(id);
    await db.reflections.put(saved);
  },
};

export interface DeleteReflectionArgs {
  id: string;
}

const remove: MutationDef<DeleteReflectionArgs> = {
  async plan({ id }) {
    const current = await db.reflections.get(id);
    if (!current) return null;
    return {
      entity: slot(current.camp_id),
      request: { method: 'DELETE', path: `/reflections/${id}` },
      coalesce: 'set',
      baseline: wire(current),
      label: { key: 'outbox:label.deleteReflection', values: { camp: current.camp.name } },
    };
  },
  async apply({ id }) {
    const before = await db.reflections.get(id);
    await db.reflections.delete(id);
    return before ? [{ table: 'reflections', key: id, value: before }] : [];
  },
  async settle(_answer, { id }) {
    await db.reflections.delete(id);
  },
};

export const reflectionMutations = { 'reflection.save': save, 'reflection.delete': remove };
