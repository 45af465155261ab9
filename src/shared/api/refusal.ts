import { apiErrorCodes } from './errors';

/*
 * A refused write, read for wording in the user's language. The reference server words its
 * refusals in English (`Invalid body: title: must be at most 200 characters`); the user is
 * German. This reads the parts a sentence needs from the error body (its code, and per field
 * the issue's code and bound) into keys of the `syncWords.refusal` catalogue; the server's own
 * text stays with the entry, shown as such, so a consultant can forward it.
 */

/** What the outbox keeps of a refusal (outbox-entry.ts `OutboxRejection`). */
export interface RefusalLike {
  status: number;
  code: string;
  message: string;
  details?: unknown;
}

/**
 * Every code a refusal is worded by: the contract's error codes, the reference server's own
 * (`host_not_allowed`), the app's (`not_supported`: a PV plan edit the server cannot take;
 * `unreadable`: a damaged stored entry), and `unknown` for a code no one documented.
 */
export const refusalCodes = [
  ...apiErrorCodes,
  'host_not_allowed',
  'not_supported',
  'unreadable',
  'unknown',
] as const;
export type RefusalCode = (typeof refusalCodes)[number];

/**
 * The HTTP statuses a refusal of a write is worded by when its code is one the app does not
 * know (another server's own, `precondition_failed` with 412): every status the reference
 * server answers a write with, and those other servers use for a write they refuse (405, 410,
 * 412, 423, 504).
 */
export const refusalStatuses = [
  400, 401, 403, 404, 405, 409, 410, 412, 413, 414, 415, 421, 422, 423, 429, 500, 502, 503, 504,
] as const;
export type RefusalStatus = (typeof refusalStatuses)[number];

/** What is wrong with one field, as a key of `syncWords.refusal.issue`. */
export const refusalIssueKeys = [
  'textTooLong',
  'tooManyItems',
  'numberTooBig',
  'numberBeyondRange',
  'textEmpty',
  'textTooShort',
  'tooFewItems',
  'numberTooSmall',
  'wrongType',
  'notAllowedValue',
  'wrongFormat',
  'unknownField',
  'tooDeep',
  'notANumber',
  'forbiddenKey',
  'unknownReference',
  'idTooLong',
  'badPath',
  'noneOfTheForms',
  'badEntry',
  'notMultiple',
  'other',
] as const;
export type RefusalIssueKey = (typeof refusalIssueKeys)[number];

/**
 * The zod issue codes (zod 4) and the contract's own refinement codes (resources.ts, the
 * server's body parser) a 400's details can carry; each has its own sentence.
 */
export const refusalIssueCodes = [
  'too_big',
  'too_small',
  'invalid_type',
  'invalid_value',
  'invalid_format',
  'unrecognized_keys',
  'invalid_union',
  'invalid_key',
  'invalid_element',
  'not_multiple_of',
  'too_deep',
  'not_finite',
  'forbidden_key',
] as const;

/** The types a field can be expected to have, with a word each (`syncWords.refusal.type`). */
export const refusalTypes = ['string', 'number', 'int', 'boolean', 'object', 'array'] as const;

export interface RefusalIssue {
  /** The field's path as the write names it (`fields.email`), null for the whole change. */
  path: string | null;
  key: RefusalIssueKey;
  params: Record<string, string | number>;
}

export interface RefusalReading {
  code: RefusalCode;
  /** For a code the app does not know: the status, when it has a sentence of its own. */
  status: RefusalStatus | null;
  /** `lockedReason` of a locked module, when the server gave one. */
  params: Record<string, string | number>;
  issues: RefusalIssue[];
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The server's per-field issues, whatever shape its details have (none, or not a list). */
function issuesOf(details: unknown): Record<string, unknown>[] {
  return Array.isArray(details) ? details.filter(isRecord) : [];
}

function issueKey(
  issue: Record<string, unknown>,
  status: number,
): { key: RefusalIssueKey; params: Record<string, string | number> } {
  const params = isRecord(issue.params) ? (issue.params as Record<string, string | number>) : {};
  const origin = params.origin;
  switch (issue.code) {
    case 'too_big':
      if (origin === 'string') return { key: 'textTooLong', params };
      if (origin === 'array') return { key: 'tooManyItems', params };
      // The server's own refusal of 1e400: no bound a user could type to.
      if (Number(params.maximum) >= Number.MAX_VALUE) return { key: 'numberBeyondRange', params };
      return { key: 'numberTooBig', params };
    case 'too_small':
      if (origin === 'string')
        return { key: Number(params.minimum) <= 1 ? 'textEmpty' : 'textTooShort', params };
      if (origin === 'array') return { key: 'tooFewItems', params };
      return { key: 'numberTooSmall', params };
    case 'invalid_type':
      return { key: 'wrongType', params };
    case 'invalid_value':
      return { key: 'notAllowedValue', params };
    case 'invalid_format':
      return { key: 'wrongFormat', params };
    case 'unrecognized_keys':
      return { key: 'unknownField', params };
    case 'invalid_union':
      return { key: 'noneOfTheForms', params };
    case 'invalid_key':
    case 'invalid_element':
      return { key: 'badEntry', params };
    case 'not_multiple_of':
      return { key: 'notMultiple', params };
    case 'too_deep':
      return { key: 'tooDeep', params };
    case 'not_finite':
      return { key: 'notANumber', params };
    case 'forbidden_key':
      return { key: 'forbiddenKey', params };
  }
  if (issue.path === '(path)')
    return { key: status === 414 ? 'idTooLong' : 'badPath', params: { maximum: 100 } };
  // 422 without a code: the body names a record the workspace does not have (any more).
  if (status === 422) return { key: 'unknownReference', params };
  return { key: 'other', params };
}

/** The parts of a refusal a sentence in the user's language is made of. */
export function readRefusal(refusal: RefusalLike): RefusalReading {
  const code: RefusalCode = (refusalCodes as readonly string[]).includes(refusal.code)
    ? (refusal.code as RefusalCode)
    : 'unknown';
  const params: Record<string, string | number> = {};
  if (code === 'module_locked' && isRecord(refusal.details)) {
    const reason = refusal.details.lockedReason;
    if (typeof reason === 'string' && reason.trim()) params.reason = reason.trim();
  }
  const issues = issuesOf(refusal.details).flatMap((issue): RefusalIssue[] => {
    const path = typeof issue.path === 'string' ? issue.path : '';
    // The server's placeholders for no field: the body itself, the path, a header.
    const field = !path || path.startsWith('(') || path === 'Idempotency-Key' ? null : path;
    const read = issueKey(issue, refusal.status);
    // Unknown keys are named in the bound, not the path (that is their parent): one per key.
    const keys = read.key === 'unknownField' ? String(read.params.keys ?? '') : '';
    if (keys)
      return keys.split(', ').map((key) => ({
        path: field ? `${field}.${key}` : key,
        key: 'unknownField',
        params: {},
      }));
    return [{ path: field, ...read }];
  });
  const status =
    code === 'unknown' && (refusalStatuses as readonly number[]).includes(refusal.status)
      ? (refusal.status as RefusalStatus)
      : null;
  return { code, status, params, issues };
}

/** A catalogue lookup with parameters: the renderer's i18next `t`, or the CLI's own. */
export type Words = (key: string, params?: Record<string, string | number>) => string;

/** How the caller names a field (its form's label) and writes a number (German by default). */
export interface RefusalWording {
  words: Words;
  fieldLabel: (path: string) => string;
  number: (value: number) => string;
}

/**
 * A refusal in sentences of the user's language: one per field the server named ("Titel: zu
 * lang (höchstens 200 Zeichen)."), else one for the whole refusal by its code.
 */
export function refusalSentences(refusal: RefusalLike, wording: RefusalWording): string[] {
  const { words, fieldLabel, number } = wording;
  const reading = readRefusal(refusal);
  const at = 'syncWords.refusal';
  // A refusal of the body as a whole (malformed_json) may still say why: nested too deep.
  const issues =
    reading.code === 'validation_failed' || reading.code === 'malformed_json' ? reading.issues : [];
  if (!issues.length) {
    if (reading.code === 'module_locked' && reading.params.reason !== undefined)
      return [words(`${at}.lockedWithReason`, reading.params)];
    if (reading.status !== null) return [words(`${at}.status.${reading.status}`)];
    return [words(`${at}.code.${reading.code}`, { status: refusal.status })];
  }
  return issues.map(({ path, key, params }) => {
    const shown: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(params))
      shown[name] = typeof value === 'number' ? number(value) : value;
    if (key === 'wrongType') {
      const expected = String(params.expected ?? '');
      shown.expected = words(
        `${at}.type.${(refusalTypes as readonly string[]).includes(expected) ? expected : 'other'}`,
      );
    }
    const problem = words(`${at}.issue.${key}`, shown);
    return path === null
      ? words(`${at}.wholeChange`, { problem })
      : words(`${at}.field`, { field: fieldLabel(path), problem });
  });
}
