import type { IpcErrorData } from '../../shared/ipc/contract';
import { LocalWriteError, ModuleLockedError, OutboxError } from '../core/store/errors';

/** Not found on this device: a read of a record the store does not have. */
export class NotFoundError extends Error {
  override readonly name = 'NotFoundError';
}

/** Turns anything a handler threw into the error data that crosses the boundary. */
export function toIpcError(channel: string, error: unknown): IpcErrorData {
  if (error instanceof LocalWriteError) {
    return { code: 'validation_failed', message: error.message, issues: [...error.issues] };
  }
  if (error instanceof ModuleLockedError) return { code: 'module_locked', message: error.message };
  if (error instanceof OutboxError) return { code: 'outbox_state', message: error.message };
  if (error instanceof NotFoundError) return { code: 'not_found', message: error.message };
  const message = error instanceof Error ? error.message : String(error);
  return { code: 'internal', message: `${channel} failed: ${message}` };
}
