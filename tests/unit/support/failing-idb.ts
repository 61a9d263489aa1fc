import type { DBCore, DBCoreMutateRequest, DBCoreMutateResponse, DBCoreTable, Middleware } from 'dexie';
import { onTestFinished } from 'vitest';
import { db } from '../../../src/db/schema';

/** What WebKit says to a page whose IndexedDB connection went away while it was in the background. */
export const lostConnection = () =>
  new DOMException('Connection to Indexed Database server lost. Refresh the page to try again', 'UnknownError');

export type WriteFailure = (table: string, req: DBCoreMutateRequest) => Error | undefined;

/**
 * Makes writes fail the way a browser does: `fail` decides, per write, the error it ends with (or none).
 * The write's transaction is aborted, so nothing of it is kept. Installed on the app's own database
 * for the running test (see wrapTablesForTest).
 */
export function failWrites(fail: WriteFailure): Promise<() => Promise<void>> {
  return wrapTablesForTest((name, table) => ({
    ...table,
    mutate: (req): Promise<DBCoreMutateResponse> => {
      const err = fail(name, req);
      if (!err) return table.mutate(req);
      try {
        (req.trans as unknown as IDBTransaction).abort();
      } catch {
        // Already finished.
      }
      return Promise.reject(err);
    },
  }));
}

type TableWrapper = (name: string, table: DBCoreTable) => DBCoreTable;

/**
 * Wraps every table of the app's database for the running test. It is taken off when the test
 * finishes, or before, by calling what it returns (then the test goes on with the plain database).
 */
export async function wrapTablesForTest(wrap: TableWrapper): Promise<() => Promise<void>> {
  const middleware: Middleware<DBCore> & { name: string } = {
    stack: 'dbcore',
    name: 'test-tables',
    create: (down) => ({ ...down, table: (name) => wrap(name, down.table(name)) }),
  };
  db.close({ disableAutoOpen: false });
  db.use(middleware);
  await db.open();
  let on = true;
  const takeOff = async () => {
    if (!on) return;
    on = false;
    db.close({ disableAutoOpen: false });
    db.unuse(middleware);
    await db.open();
  };
  onTestFinished(takeOff);
  return takeOff;
}

/**
 * Like WebKit's IndexedDB server going away: the connection under Dexie closes (firing `close` as
 * WebKit does when `withCloseEvent`), so the next transaction on the old handle throws InvalidStateError.
 */
export function dropBackendConnection(withCloseEvent: boolean): void {
  const backend = db.backendDB();
  backend.close();
  if (withCloseEvent) (backend.onclose as ((ev: Event) => void) | null)?.(new Event('close'));
}
