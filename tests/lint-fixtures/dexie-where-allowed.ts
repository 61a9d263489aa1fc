// Linted as src/db/live-read.ts (where live reads begin) and as a test: both may open Dexie and its liveQuery.
import Dexie, { liveQuery } from 'dexie';

export const parts = [Dexie, liveQuery];
