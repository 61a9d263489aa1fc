import type { DBCore, DBCoreMutateRequest, DBCoreMutateResponse, Middleware } from 'dexie';
import { db } from '../../../src/db/schema';

/** What WebKit says to a page whose IndexedDB connection went away while it was in the background. */
export const lostConnection = () =>
  new DOMException('Connection to Indexed Database server lost. Refresh the page to try again', 'UnknownError');

export type WriteFailure = (table: string, req: DBCoreMutateRequest) => Error | undefined;

/**
 * Makes writes fail the way a browser does: `fail` decides, per write, the error it ends with (or none).
 * The write's transaction is aborted, so nothing of it is kept. Installed on the app's own database.
 */
export async function failWrites(fail: WriteFailure): Promise<() => Promise<void>> {
  const middleware: Middleware<DBCore> & { name: string } = {
    stack: 'dbcore',
    name: 'failing-writes',
    create: (down) => ({
      ...down,
      table: (name) => {
        const table = down.table(name);
        return {
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
        };
      },
    }),
  };
  db.close({ disableAutoOpen: false });
  db.use(middleware);
  await db.open();
  return async () => {
    db.close({ disableAutoOpen: false });
    db.unuse(middleware);
    await db.open();
  };
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
