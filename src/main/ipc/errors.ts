import type { IpcErrorData, IpcErrorIssue } from '../../shared/ipc/contract';
import { CoreError, type ErrorParams } from '../core/errors';
import { StoreFullError } from '../core/store/errors';

/**
 * An error of the host (IPC layer, workspace manager) the user may read: a CoreError, so it
 * crosses IPC like the core's own as `{ code, params }`. Codes: ipcErrorCodes in result.ts.
 */
export class HostError extends CoreError {
  override readonly name: string = 'HostError';
}

/** Not found on this device: a read of a record the store does not have. */
export class NotFoundError extends HostError {
  override readonly name: string = 'NotFoundError';
  constructor(resource: string, id: string, message: string) {
    super('not_found', message, { resource, id });
  }
}

/**
 * Turns anything a handler threw into the error data that crosses the boundary: any CoreError
 * passes through with its code, params and field issues; anything else is `internal`.
 */
export function toIpcError(channel: string, thrown: unknown): IpcErrorData {
  const error = StoreFullError.from(thrown) ?? thrown;
  if (error instanceof CoreError) {
    const data: IpcErrorData = {
      code: error.code,
      params: cleanParams(error.params),
      message: error.message,
    };
    const issues = (error as { issues?: unknown }).issues;
    if (Array.isArray(issues)) data.issues = issues.map(toIssue);
    return data;
  }
  const message = error instanceof Error ? error.message : String(error);
  return { code: 'internal', params: { channel }, message: `${channel} failed: ${message}` };
}

function toIssue(issue: unknown): IpcErrorIssue {
  const i = (issue ?? {}) as Record<string, unknown>;
  const out: IpcErrorIssue = {
    path: typeof i.path === 'string' ? i.path : String(i.path ?? ''),
    message: typeof i.message === 'string' ? i.message : '',
  };
  if (typeof i.code === 'string') out.code = i.code;
  if (i.params && typeof i.params === 'object') out.params = cleanParams(i.params as ErrorParams);
  return out;
}

/** Only strings and numbers cross (the contract's params); anything else becomes its string. */
function cleanParams(params: ErrorParams | undefined): ErrorParams {
  const out: ErrorParams = {};
  for (const [key, value] of Object.entries(params ?? {})) {
    if (typeof value === 'number' && Number.isFinite(value)) out[key] = value;
    else if (typeof value === 'string') out[key] = value;
    else if (value !== undefined && value !== null) out[key] = String(value);
  }
  return out;
}
