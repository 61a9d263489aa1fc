import { fillPath } from '../../contracts/command.js';
import { commandNamed } from '../../contracts/commands.js';
import type { SyncOperation } from '../../contracts/batch.js';
import type { ServerErrorCode } from '../../contracts/error-codes.js';

/** An operation with its method and path, as the command it names declares them, or as an older app sent them. */
export type AddressedOperation = SyncOperation & { method: NonNullable<SyncOperation['method']>; path: string };

/**
 * The method and path of an operation: a named one's from its declared command (contracts/commands.ts)
 * and its path parameters; one queued by an older app (method and path, no name) as it came, so a
 * change queued before an update is still sent. A name no command has, or a missing parameter, is the
 * refusal's code.
 */
export function addressOf(op: SyncOperation): AddressedOperation | { refusal: ServerErrorCode } {
  if (op.command === undefined) return op as AddressedOperation;
  const entry = commandNamed(op.command);
  if (!entry) return { refusal: 'command_unknown' };
  const path = fillPath(entry.path, op.params ?? {});
  if (path === null) return { refusal: 'command_params_not_valid' };
  return { ...op, method: entry.method, path };
}
