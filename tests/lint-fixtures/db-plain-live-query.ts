// Linted as src/db/hooks/use-boundary-fixture.ts: live reads through Dexie's own liveQuery and useLiveQuery, which never recover a lost connection.
import { liveQuery } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';

export const reads = [liveQuery, useLiveQuery];
