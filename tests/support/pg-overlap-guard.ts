/**
 * Setup of the PostgreSQL server tests: a query sent on a node-postgres client that is still running
 * another one is recorded (pg 8 only warns once per process, and pg 9 refuses it), and fails the file.
 */
import pg from 'pg';
import { afterAll, expect } from 'vitest';

interface Busy {
  _activeQuery?: unknown;
  _queryQueue?: unknown[];
}

const overlaps: string[] = [];
const query = Reflect.get(pg.Client.prototype, 'query') as (...a: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client & Busy, ...args: unknown[]) {
  if (this._activeQuery || (this._queryQueue?.length ?? 0) > 0) {
    const first = args[0];
    const text = typeof first === 'string' ? first : typeof first === 'object' && first && 'text' in first ? String(first.text) : '?';
    overlaps.push(text.slice(0, 120));
  }
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

/** Overlaps seen so far, emptied (for the test that shows the guard works). */
export const takeOverlaps = () => overlaps.splice(0);

afterAll(() => {
  expect(overlaps, 'queries sent on a node-postgres client while it was running another').toEqual([]);
});
