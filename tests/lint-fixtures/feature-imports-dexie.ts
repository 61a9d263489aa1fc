// Linted as src/features/feed/boundary-fixture.ts: a screen opening the database itself.
import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';

export const parts = [Dexie, useLiveQuery];
