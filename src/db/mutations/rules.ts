/**
 * Camp rules written by admins and organizers (DECISIONS "Organizer content offline"): every change
 * shows at once and goes through the outbox under 'rule:<id>', so an edit of a rule added offline
 * follows its creation. A rule made offline carries its own id, so the server creates it once.
 */
import { ruleSchema, type RuleCategory, type RuleImportance } from '../../../contracts/rules';
import { db } from '../schema';
import { answerIsLatest } from './content-settle';
import type { MutationDef } from './types';

const ruleEntity = (id: string) => `rule:${id}`;

export interface RuleFields {
  title: string;
  description: string;
  category: RuleCategory;
  importance: RuleImportance;
}

export interface SaveRuleArgs {
  id: string;
  fields: RuleFields;
  /** The writer's name and the time, shown until the server's answer replaces them. */
  updatedBy: string;
  at: string;
}

const create: MutationDef<SaveRuleArgs> = {
  async plan({ id, fields }) {
    return {
      entity: ruleEntity(id),
      request: { method: 'POST', path: '/rules', body: { id, ...fields } },
      coalesce: 'append',
      label: { key: 'outbox:label.addRule', values: { title: fields.title } },
    };
  },
  async apply({ id, fields, updatedBy, at }) {
    await db.rules.put({ id, ...fields, updatedBy, lastUpdated: at, _pending: true });
    return [{ table: 'rules', key: id }];
  },
  async settle(answer, _args, row) {
    if (await answerIsLatest(row)) await db.rules.put(ruleSchema.parse(answer));
  },
};

const update: MutationDef<SaveRuleArgs> = {
  async plan({ id, fields }) {
    const current = await db.rules.get(id);
    if (!current) return null;
    const { title, description, category, importance } = current;
    return {
      entity: ruleEntity(id),
      request: { method: 'PUT', path: `/rules/${id}`, body: fields },
      coalesce: 'set',
      baseline: { title, description, category, importance },
      label: { key: 'outbox:label.editRule', values: { title: fields.title } },
    };
  },
  async apply({ id, fields, updatedBy, at }) {
    const before = await db.rules.get(id);
    if (!before) return [];
    await db.rules.put({ ...before, ...fields, updatedBy, lastUpdated: at, _pending: true });
    return [{ table: 'rules', key: id, value: before }];
  },
  async settle(answer, _args, row) {
    if (await answerIsLatest(row)) await db.rules.put(ruleSchema.parse(answer));
  },
};

export interface DeleteRuleArgs {
  id: string;
}

const remove: MutationDef<DeleteRuleArgs> = {
  async plan({ id }) {
    const current = await db.rules.get(id);
    return {
      entity: ruleEntity(id),
      request: { method: 'DELETE', path: `/rules/${id}` },
      coalesce: 'append',
      label: current ? { key: 'outbox:label.deleteRule', values: { title: current.title } } : { key: 'outbox:label.deleteUnnamedRule' },
    };
  },
  async apply({ id }) {
    const before = await db.rules.get(id);
    await db.rules.delete(id);
    return before ? [{ table: 'rules', key: id, value: before }] : [];
  },
  async settle(_answer, { id }) {
    await db.rules.delete(id);
  },
};

export const ruleMutations = { 'rule.create': create, 'rule.update': update, 'rule.delete': remove };
