/*
 * The result envelope of every IPC call. Errors cross the boundary as data, never as thrown
 * objects (Electron keeps only the message of an error thrown in a handler). No zod here: the
 * sandboxed preload bundles this file and nothing heavier.
 */

export const ipcErrorCodes = [
  'unknown_channel',
  'invalid_request',
  'validation_failed',
  'module_locked',
  'not_found',
  'outbox_state',
  'unauthorized',
  'internal',
] as const;
export type IpcErrorCode = (typeof ipcErrorCodes)[number];

export interface IpcErrorData {
  code: IpcErrorCode;
  message: string;
  /** Per-field problems, e.g. { path: 'body.fields.email', message: '…' }. */
  issues?: { path: string; message: string }[];
}

export type IpcResult<T> = { ok: true; value: T } | { ok: false; error: IpcErrorData };

/** What the renderer catches: the main side's error, with its code and per-field issues. */
export class IpcError extends Error {
  override readonly name = 'IpcError';
  readonly code: IpcErrorCode;
  readonly issues: IpcErrorData['issues'];
  constructor(data: IpcErrorData) {
    super(data.message);
    this.code = data.code;
    this.issues = data.issues;
  }
}

export function unwrap<T>(result: IpcResult<T>): T {
  if (result.ok) return result.value;
  throw new IpcError(result.error);
}

/**
 * contextBridge copies a thrown Error without its own fields, so the preload rejects with the
 * plain error data and the renderer turns it back into an IpcError here.
 */
export function asIpcError(reason: unknown): unknown {
  if (reason instanceof IpcError) return reason;
  if (reason && typeof reason === 'object' && 'code' in reason && 'message' in reason) {
    const data = reason as IpcErrorData;
    if (typeof data.code === 'string' && typeof data.message === 'string')
      return new IpcError(data);
  }
  return reason;
}
