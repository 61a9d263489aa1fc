import { asc, eq, type SQL } from 'drizzle-orm';
import {
  RULE_SAMPLE_AUTHOR,
  type MapLocation,
  type MapIcon,
  type Rule,
  type RuleCategory,
  type RuleImportance,
} from '../../contracts/rules.js';
import type { Db } from '../db/client.js';
import { mapLocations, rules, users } from '../db/schema/index.js';
import { notFound } from '../http/errors.js';
import { uuidParam } from '../http/uuid-param.js';

export const RULE_GONE = 'This rule no longer exists.';
export const LOCATION_GONE = 'This location no longer exists.';
export const ruleIdFrom = (params: unknown) => uuidParam(params, RULE_GONE);
export const locationIdFrom = (params: unknown) => uuidParam(params, LOCATION_GONE);

/** The camp rules with the name of whoever last wrote each, oldest first; `where` narrows them. */
export async function listRules(db: Db, where?: SQL): Promise<Rule[]> {
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

export async function ruleById(db: Db, id: string): Promise<Rule> {
  const [rule] = await listRules(db, eq(rules.id, id));
  if (!rule) throw notFound(RULE_GONE);
  return rule;
}

/** The key locations of the Camp Map, in their listed order. */
export async function listMapLocations(db: Db, where?: SQL): Promise<MapLocation[]> {
  const rows = await db
    .select()
    .from(mapLocations)
    .where(where)
    .orderBy(asc(mapLocations.position), asc(mapLocations.createdAt), asc(mapLocations.id));
  return rows.map((r) => ({ id: r.id, name: r.name, description: r.description, icon: r.icon as MapIcon, position: r.position }));
}

export async function mapLocationById(db: Db, id: string): Promise<MapLocation> {
  const [location] = await listMapLocations(db, eq(mapLocations.id, id));
  if (!location) throw notFound(LOCATION_GONE);
  return location;
}
