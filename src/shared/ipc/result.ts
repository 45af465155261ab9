/*
 * The result envelope of every IPC call. Errors cross the boundary as data, never as thrown
 * objects (Electron keeps only the message of an error thrown in a handler). No zod here: the
 * sandboxed preload bundles this file and nothing heavier.
 *
 * An error is `{ code, params, message, issues? }`: the renderer words `code` + `params` in the
 * user's language (DESIGN.md decision 13); `message` is English, for logs only.
 */

/**
 * The codes the IPC layer and the host add themselves. The full catalogue is these plus every
 * `CoreError.code` of the core (validation_failed, module_locked, outbox_state, database_in_use, …),
 * so `IpcErrorData.code` is an open string.
 */
export const ipcErrorCodes = [
  /** No such channel. params: { channel } */
  'unknown_channel',
  /** The request did not match the contract; see `issues`. params: { channel } */
  'invalid_request',
  /** Anything unexpected. params: { channel } */
  'internal',
  /** Browser bridge: the per-launch token is missing or wrong. */
  'unauthorized',
  /** A record the device does not have. params: { resource, id } */
  'not_found',
  /** workspaces.*: no workspace with this id. params: { id } */
  'workspace_not_found',
  /** workspaces.remove of a workspace with unsynced writes, unconfirmed. params: { count } (-1: unknown) */
  'workspace_has_unsynced',
  /** workspaces.remove / setKey on the embedded demo workspace. params: { id } */
  'workspace_is_demo',
  /** demo.setRunning where this host has no embedded demo server. */
  'demo_unavailable',
  /** The core of this build cannot do this yet. params: { channel } */
  'not_supported',
  /** Browser mode: another npm start already serves this data folder. params: { appUrl } */
  'app_already_running',
] as const;
export type IpcErrorCode = (typeof ipcErrorCodes)[number] | (string & {});

export type IpcErrorParams = Record<string, string | number>;

/** One problem with one field, e.g. { path: 'body.fields.email', code: 'invalid_format', … }. */
export interface IpcErrorIssue {
  path: string;
  /** English, for logs. */
  message: string;
  /** zod's issue code (too_big, invalid_format, …) or the server's. */
  code?: string;
  params?: IpcErrorParams;
}

export interface IpcErrorData {
  code: IpcErrorCode;
  /** English, for logs only; the renderer words code + params. */
  message: string;
  params?: IpcErrorParams;
  /** Per-field problems. */
  issues?: IpcErrorIssue[];
}

export type IpcResult<T> = { ok: true; value: T } | { ok: false; error: IpcErrorData };

/** What the renderer catches: the main side's error, with its code, params and per-field issues. */
export class IpcError extends Error {
  override readonly name = 'IpcError';
  readonly code: IpcErrorCode;
  readonly params: IpcErrorParams;
  readonly issues: IpcErrorData['issues'];
  constructor(data: IpcErrorData) {
    super(data.message);
    this.code = data.code;
    this.params = data.params ?? {};
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
