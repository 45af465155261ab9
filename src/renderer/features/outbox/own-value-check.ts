import type { TFunction } from 'i18next';
import type { z } from 'zod';
import {
  buildingCreateSchema,
  dealPatchSchema,
  projectPatchSchema,
  type JsonObject,
} from '../../../shared/api';
import type { ConflictField, OutboxEntryView } from '../../../shared/ipc/contract';
import { definitionFor } from '../../modules/registry';
import { migratePayload } from '../../modules/payload';
import { email, phone } from '../contacts/contact-patch';
import { parseGermanNumber } from '../../../shared/numbers/german-number';
import { ownValueKind } from './conflict-words';

/*
 * A conflict's value checked as the record's editor checks it: for a module, the value put into
 * the local payload at its key and read by the module's schema (after the module's migrations,
 * as the editor opens it); for a contact's e-mail and phone, the contact form's formats; for a
 * deal, project or building key, the API's schema of that key. Pure: returns the German reason
 * or null when the editor would accept the value.
 */

type Entry = Pick<OutboxEntryView, 'resource' | 'moduleKey' | 'body'>;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A copy of `payload` with `value` at `segments` (undefined: the key removed). */
function withValueAt(payload: JsonObject, segments: readonly string[], value: unknown): JsonObject {
  const copy = structuredClone(payload);
  let node: Record<string, unknown> = copy;
  for (const segment of segments.slice(0, -1)) {
    const next = node[segment];
    if (!isObject(next)) node[segment] = {};
    node = node[segment] as Record<string, unknown>;
  }
  const last = segments.at(-1)!;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

/** A zod issue in the user's words (the schemas of the modules carry no texts of their own). */
function issueText(t: TFunction, issue: z.core.$ZodIssue): string {
  if (issue.message.startsWith('validation.')) {
    const bar = issue.message.indexOf('|');
    if (bar < 0) return t(issue.message);
    return t(
      issue.message.slice(0, bar),
      JSON.parse(issue.message.slice(bar + 1)) as Record<string, string>,
    );
  }
  switch (issue.code) {
    case 'too_small':
      return t('ownValue.tooSmall', { limit: String(issue.minimum) });
    case 'too_big':
      return t('ownValue.tooBig', { limit: String(issue.maximum) });
    case 'invalid_type':
      return issue.expected === 'number' ? t('ownValue.notNumber') : t('ownValue.wrongKind');
    case 'invalid_value':
      return t('ownValue.notAllowed');
    default:
      return t('ownValue.rejected');
  }
}

const issueKey = (issue: z.core.$ZodIssue) => `${issue.path.join('.')}|${issue.code}`;

/** The issues the module's editor finds in the payload with `value` at the field's key. */
function moduleIssues(entry: Entry, field: ConflictField, value: unknown): z.core.$ZodIssue[] {
  const payload = entry.body.payload;
  const segments = field.segments.length ? field.segments : field.path.split('.');
  if (segments[0] !== 'payload' || segments.length < 2 || !entry.moduleKey) return [];
  const def = definitionFor(entry.moduleKey);
  if (def.anyVersion || def.read) return [];
  const stored = typeof entry.body.schemaVersion === 'number' ? entry.body.schemaVersion : null;
  const placed = withValueAt(
    isObject(payload) ? (payload as JsonObject) : {},
    segments.slice(1),
    value,
  );
  let opened: JsonObject | null = placed;
  try {
    if (stored !== null && stored < def.schemaVersion) opened = migratePayload(def, placed, stored);
  } catch {
    return [{ code: 'custom', path: [], message: '', input: value } as z.core.$ZodIssue];
  }
  const parsed = def.schema.safeParse(opened ?? {});
  return parsed.success ? [] : parsed.error.issues;
}

/** The record's own schema of one key (contacts: the form's formats of the known fields). */
function recordSchema(entry: Entry, segments: readonly string[]): z.ZodType | null {
  const [first, second] = segments;
  if (entry.resource === 'contacts') {
    if (first !== 'fields' || segments.length !== 2) return null;
    return second === 'email' ? email : second === 'phone' ? phone : null;
  }
  if (segments.length !== 1 || !first) return null;
  const shapes: Record<string, z.ZodObject> = {
    deals: dealPatchSchema,
    projects: projectPatchSchema,
    buildings: buildingCreateSchema,
  };
  const shape = shapes[entry.resource]?.shape as Record<string, z.ZodType> | undefined;
  return shape && Object.hasOwn(shape, first) ? shape[first]! : null;
}

/**
 * Why the record's editor would refuse `value` for `field`, in German, or null when it takes it.
 * For a module only what `value` itself breaks counts: a payload the editor refuses anyway
 * (another key) is not blamed on this field.
 */
export function valueRejection(
  t: TFunction,
  entry: Entry,
  field: ConflictField,
  value: unknown,
): string | null {
  if (entry.resource === 'modules') {
    const without = new Set(moduleIssues(entry, field, undefined).map(issueKey));
    const added = moduleIssues(entry, field, value).filter((i) => !without.has(issueKey(i)));
    return added.length ? issueText(t, added[0]!) : null;
  }
  const schema = recordSchema(
    entry,
    field.segments.length ? field.segments : field.path.split('.'),
  );
  if (!schema) return null;
  const parsed = schema.safeParse(value);
  return parsed.success ? null : issueText(t, parsed.error.issues[0]!);
}

/**
 * The typed value for `field`, or the German reason it can't be used (shown at the field): not a
 * number where one belongs, or a value the record's editor would refuse.
 */
export function ownValue(
  t: TFunction,
  entry: Pick<OutboxEntryView, 'resource' | 'moduleKey' | 'body'>,
  field: ConflictField,
  text: string,
): { value: string | number } | { error: string } {
  if (text.trim() === '') return { error: t('conflicts.ownRequired') };
  let value: string | number = text;
  if (ownValueKind(field) === 'number') {
    const number = parseGermanNumber(text);
    if (number === null || Number.isNaN(number)) return { error: t('conflicts.ownNumber') };
    // JSON has no infinite numbers: the write would lose the key on its way to the server.
    if (!Number.isFinite(number)) return { error: t('ownValue.tooLargeNumber') };
    value = number;
  }
  const rejection = valueRejection(t, entry, field, value);
  return rejection ? { error: rejection } : { value };
}
