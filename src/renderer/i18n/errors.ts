import type { TFunction } from 'i18next';
import { IpcError, type IpcErrorIssue } from '../../shared/ipc/contract';
import { de } from './de';
import { moduleName } from './labels';

/*
 * Errors cross IPC as { code, params } (DESIGN.md decision 13); they are worded here, in the
 * user's language. `message` (English, for logs) is never shown. An unknown code still says
 * something useful and names the code for support.
 */

const has = (table: object, key: string) =>
  Object.hasOwn(table, key) || Object.hasOwn(table, `${key}_one`);

export type CodedError = { code: string; params?: Record<string, string | number> };

export function errorText(t: TFunction, error: unknown): string {
  if (error instanceof IpcError) return codedErrorText(t, error);
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string')
    return codedErrorText(t, error as CodedError);
  return t('errors.unknown', { code: error instanceof Error ? error.name : String(error) });
}

export function codedErrorText(t: TFunction, { code, params = {} }: CodedError): string {
  if (!has(de.errors, code)) return t('errors.unknown', { code });
  const extra =
    code === 'module_locked' && typeof params.moduleKey === 'string'
      ? { module: moduleName(t, params.moduleKey) }
      : {};
  return t(`errors.${code}`, { ...params, ...extra });
}

/** One field's problem, e.g. "darf höchstens 200 Zeichen lang sein". */
export function issueText(t: TFunction, issue: Pick<IpcErrorIssue, 'code' | 'params'>): string {
  const code = issue.code && has(de.issues, issue.code) ? issue.code : 'unknown';
  const params = issue.params ?? {};
  const raw =
    code === 'too_big' || code === 'too_small'
      ? params.origin
      : code === 'invalid_format'
        ? params.format
        : undefined;
  const context = raw === undefined ? undefined : String(raw);
  return t(`issues.${code}`, { ...params, context });
}

/** What the sync engine last failed at, e.g. "Server nicht erreichbar…". */
export function syncErrorText(t: TFunction, error: CodedError | string | null): string | null {
  if (error === null) return null;
  // An older host sends English text; better than nothing until it sends codes.
  if (typeof error === 'string') return error;
  if (has(de.sync, error.code)) return t(`sync.${error.code}`, error.params ?? {});
  // A write the core itself refused on its way out (record_missing, …) is worded like any error.
  if (has(de.errors, error.code)) return codedErrorText(t, error);
  return t('sync.unknown', { code: error.code });
}
