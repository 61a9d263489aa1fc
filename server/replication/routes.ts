import type { FastifyInstance } from 'fastify';
import { pullQuerySchema, pullResponseSchema, type PullResponse, type TableChanges } from '../../contracts/replication.js';
import { answers } from '../http/route-schemas.js';
import { requireUser } from '../auth/authenticate.js';
import { typedRoutes } from '../http/route-input.js';
import { readPull } from './cursor.js';
import { TOMBSTONES_TABLE } from './delta.js';
import { addressesToRenew, loadSigned } from './renewed-addresses.js';
import { pullSources } from './sources.js';
import { noteTablesAtStart, unwrittenSince } from './unwritten-tables.js';

/** Every table a source reads. */
const pulledTables = new Set(pullSources.flatMap((source) => source.tables));

/**
 * The replication stream (ARCHITECTURE "How data flows"): one call brings every change the person
 * may read since their cursor, across every table. Every table is read in one snapshot, and the
 * cursor follows the database's commit order (cursor.ts): a write committing meanwhile comes
 * next time, nothing the phone already has comes again, and a cursor this database cannot vouch
 * for gets everything, flagged `full`. On the embedded database a delta pull skips the sources whose tables stood still
 * since the cursor (unwritten-tables.ts).
 */
export default function pullRoutes(fastify: FastifyInstance): void {
  const app = typedRoutes(fastify);
  const { db } = app.ctx;
  fastify.addHook('onReady', () => noteTablesAtStart(db, pulledTables));

  app.get(
    '/pull',
    { schema: { tags: ['sync'], querystring: pullQuerySchema, response: answers({ 200: pullResponseSchema }) } },
    async (request, reply) => {
      const user = requireUser(request);
      const pulled = await readPull(db, request.query.cursor, async (tx, since) => {
        const changes: Record<string, TableChanges> = {};
        const unwritten = unwrittenSince(db, since, pulledTables);
        for (const source of pullSources) {
          // Nothing to read where no table changed, unless its photos' addresses are to be signed anew.
          const stood = unwritten && source.tables.every((table) => unwritten.has(table));
          if (stood && !(source.rows && addressesToRenew(since, app.ctx.photoAddresses))) continue;
          const items = await loadSigned(source, tx, user, since, app.ctx.photoAddresses);
          const deletions = !since.full && !unwritten?.has(TOMBSTONES_TABLE);
          const deleted = source.deleted && deletions ? await source.deleted(tx, user, since) : [];
          if (since.full || items.length > 0 || deleted.length > 0) changes[source.table] = { items, deleted };
        }
        return changes;
      });
      // A full answer (no cursor, or one this database cannot vouch for) says so: the phone replaces its copy.
      const answer: PullResponse = { cursor: pulled.cursor, full: pulled.since.full, tables: pulled.result };
      return reply.header('cache-control', 'no-store').send(answer);
    },
  );
}
