import { asc, eq, type SQL } from 'drizzle-orm';
import { RULE_SAMPLE_AUTHOR, type Rule, type RuleCategory, type RuleImportance } from '../../contracts/rules.js';
import type { Db } from '../db/client.js';
import { deleteRow, insertOnce, updateRow } from '../db/rows.js';
import { rules, users } from '../db/schema/index.js';
import { clientId } from '../http/client-created.js';
import { theRowOr404 } from '../http/errors.js';
import { uuidParam } from '../http/uuid-param.js';
import { changedAfter, recordDeletion, type Since } from '../replication/delta.js';

export const ruleIdFrom = (params: unknown) => uuidParam(params, 'rule_gone');

/** The columns of a rule a POST/PUT sets. */
export interface RuleFields {
  title: string;
  description: string;
  category: RuleCategory;
  importance: RuleImportance;
}

/** The camp rules with the name of whoever last wrote each, oldest first; `where` narrows them. */
async function readRules(db: Db, where?: SQL): Promise<Rule[]> {
  const rows = await db
    .select({
      id: rules.id,
      title: rules.title,
      description: rules.description,
      category: rules.category,
      importance: rules.importance,
      updatedAt: rules.updatedAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(rules)
    .leftJoin(users, eq(users.id, rules.updatedBy))
    .where(where)
    .orderBy(asc(rules.createdAt), asc(rules.id));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    category: r.category as RuleCategory,
    importance: r.importance as RuleImportance,
    lastUpdated: r.updatedAt.toISOString(),
    updatedBy: r.firstName ? `${r.firstName} ${r.lastName ?? ''}`.trim() : RULE_SAMPLE_AUTHOR,
  }));
}

/** Every rule, or with `since` those changed after it. */
export const listRules = (db: Db, since?: Since) => readRules(db, since && changedAfter(rules.updatedAt, since));

export function ruleById(db: Db, id: string): Promise<Rule> {
  return theRowOr404(readRules(db, eq(rules.id, id)), 'rule_gone');
}

/** Adds a rule (with the phone's id when it has one); undefined when that id is already taken. */
export const insertRule = (db: Db, id: string | undefined, fields: RuleFields, writer: string): Promise<string | undefined> =>
  insertOnce(db, rules, { ...clientId(id), ...fields, updatedBy: writer });

/** False when no such rule. */
export const updateRule = (db: Db, id: string, fields: RuleFields, writer: string) =>
  updateRow(db, rules, id, { ...fields, updatedBy: writer });

/** Deletes the rule and tells the phones; false when no such rule. */
export const deleteRule = (db: Db, id: string) => deleteRow(db, rules, id, (tx, gone) => recordDeletion(tx, 'rules', gone));
