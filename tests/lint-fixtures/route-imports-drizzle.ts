// Linted as server/teams/routes.ts (refused) and as the area's repository, a *-repository.ts and its pull source (allowed).
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { teams } from '../db/schema/index.js';
import { rollCallBoard } from '../rollcalls/board-repository.js';

export const parts = [eq, alias, teams, rollCallBoard];
