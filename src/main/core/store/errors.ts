import type { ApiErrorIssue } from '../../../shared/api';
import { summarizeIssues } from '../../../shared/api';
import { CoreError } from '../errors';

/** The database file was written by a newer Ortstermin; opening it could corrupt it. */
export class StoreTooNewError extends CoreError {
  override readonly name = 'StoreTooNewError';
  constructor(
    readonly path: string,
    readonly fileVersion: number,
    readonly knownVersion: number,
  ) {
    super(
      'database_too_new',
      `The local database ${path} was written by a newer version of Ortstermin ` +
        `(schema ${fileVersion}, this version knows up to ${knownVersion}). ` +
        'Update Ortstermin to open it; the file was left untouched.',
      { path, fileVersion, knownVersion },
    );
  }
}

/** The database file is damaged (integrity check failed, or not a database at all). */
export class StoreDamagedError extends CoreError {
  override readonly name = 'StoreDamagedError';
  constructor(
    readonly path: string,
    detail: string,
  ) {
    super(
      'database_damaged',
      `The local database ${path} is damaged (${detail}). It was left untouched: copy it somewhere ` +
        'safe for support, then move it away so that Ortstermin can sync a fresh copy. Changes ' +
        'that were not yet sent are in that file.',
      { path, detail },
    );
  }
}

/** Another process (a second app window, the CLI) has this database open. */
export class StoreInUseError extends CoreError {
  override readonly name = 'StoreInUseError';
  constructor(readonly path: string) {
    super(
      'database_in_use',
      `The local database ${path} is already open in another Ortstermin window or process. ` +
        'Use that one, or close it first.',
      { path },
    );
  }
}

/** A local edit was refused before anything was written (invalid body or missing reference). */
export class LocalWriteError extends CoreError {
  override readonly name = 'LocalWriteError';
  constructor(
    code: string,
    message: string,
    params: Record<string, string | number>,
    readonly issues: ApiErrorIssue[] = [],
  ) {
    super(code, message, params);
  }

  static invalid(resource: string, what: string, issues: ApiErrorIssue[]): LocalWriteError {
    return new LocalWriteError(
      'validation_failed',
      `${what} was not saved: ${summarizeIssues(issues)}. Correct the value and save again.`,
      { resource },
      issues,
    );
  }
}

/** A payload edit to a module that is locked; nothing was written. */
export class ModuleLockedError extends CoreError {
  override readonly name = 'ModuleLockedError';
  constructor(
    readonly projectId: string,
    readonly moduleKey: string,
    readonly lockedReason: string | null,
  ) {
    super(
      'module_locked',
      `The module "${moduleKey}" is locked and its content cannot be changed` +
        (lockedReason ? `: ${lockedReason}` : '.') +
        (lockedReason && !/[.!?]$/.test(lockedReason) ? '.' : '') +
        ' Ask the back office to unlock it if the content must change.',
      { projectId, moduleKey, lockedReason: lockedReason ?? '' },
    );
  }
}

/** An outbox operation that does not fit the entry's state (e.g. discarding an in-flight write). */
export class OutboxError extends CoreError {
  override readonly name = 'OutboxError';
}

/**
 * The disk (or the database's size limit) is full: SQLite's SQLITE_FULL, or ENOSPC from a file
 * write. The transaction rolled back, so nothing half-written stays; what was saved before is
 * kept, and a form keeps what the user typed; the user reads that the disk is full.
 */
export class StoreFullError extends CoreError {
  override readonly name = 'StoreFullError';
  constructor(detail: string) {
    super(
      'disk_full',
      `The disk is full, so this was not saved (${detail}). Everything saved before is kept and nothing typed is lost; free some space and try again.`,
      {},
    );
  }

  /** The error as a StoreFullError when it says the disk is full, else undefined. */
  static from(error: unknown): StoreFullError | undefined {
    const code = (error as { code?: unknown } | null)?.code;
    if (code !== 'SQLITE_FULL' && code !== 'ENOSPC') return undefined;
    return new StoreFullError(error instanceof Error ? error.message : String(code));
  }
}
