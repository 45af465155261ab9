import type { ApiErrorIssue } from '../../../shared/api';
import { summarizeIssues } from '../../../shared/api';

/** The database file was written by a newer Ortstermin; opening it could corrupt it. */
export class StoreTooNewError extends Error {
  override readonly name = 'StoreTooNewError';
  constructor(
    readonly path: string,
    readonly fileVersion: number,
    readonly knownVersion: number,
  ) {
    super(
      `The local database ${path} was written by a newer version of Ortstermin ` +
        `(schema ${fileVersion}, this version knows up to ${knownVersion}). ` +
        'Update Ortstermin to open it; the file was left untouched.',
    );
  }
}

/** A local edit was refused before anything was written (invalid body or missing reference). */
export class LocalWriteError extends Error {
  override readonly name = 'LocalWriteError';
  constructor(
    message: string,
    readonly issues: ApiErrorIssue[] = [],
  ) {
    super(message);
  }

  static invalid(what: string, issues: ApiErrorIssue[]): LocalWriteError {
    return new LocalWriteError(
      `${what} was not saved: ${summarizeIssues(issues)}. Correct the value and save again.`,
      issues,
    );
  }
}

/** A payload edit to a module that is locked; nothing was written. */
export class ModuleLockedError extends Error {
  override readonly name = 'ModuleLockedError';
  constructor(
    readonly projectId: string,
    readonly moduleKey: string,
    readonly lockedReason: string | null,
  ) {
    super(
      `The module "${moduleKey}" is locked and its content cannot be changed` +
        (lockedReason ? `: ${lockedReason}` : '.') +
        (lockedReason && !/[.!?]$/.test(lockedReason) ? '.' : '') +
        ' Ask the back office to unlock it if the content must change.',
    );
  }
}

/** An outbox operation that does not fit the entry's state (e.g. discarding an in-flight write). */
export class OutboxError extends Error {
  override readonly name = 'OutboxError';
}
