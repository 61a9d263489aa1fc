import type { SyncOperation } from '../../contracts/batch';
import { addressOf } from '../../server/batch/named-operation';

interface Write {
  method: string;
  path: string;
  body: unknown;
}

/** One change the phone sent: the command it named (batched), its method, its path without /api, and its body. */
export interface SentChange {
  command?: string;
  method: string;
  path: string;
  body: unknown;
}

/**
 * Every change in the recorded writes (`recordWrites`): a direct call as it went, and each operation of a
 * /api/sync batch at the method and path its named command declares (or an older app's own), as the server reads it.
 */
export function sentChanges(writes: readonly Write[]): SentChange[] {
  return writes.flatMap((w) => {
    if (w.path !== '/api/sync') return [{ method: w.method, path: w.path.replace(/^\/api/, ''), body: w.body }];
    return (w.body as { operations: SyncOperation[] }).operations.map((op) => {
      const at = addressOf(op);
      if ('refusal' in at) throw new Error(`the phone sent an operation the server refuses (${at.refusal})`);
      return { command: op.command, method: at.method, path: at.path, body: op.body };
    });
  });
}
