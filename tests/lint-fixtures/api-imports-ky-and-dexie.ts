// Linted as src/api/boundary-fixture.ts: src/api talks HTTP through ky, and still never opens Dexie.
import ky from 'ky';
import Dexie from 'dexie';

export const parts = [ky, Dexie];
