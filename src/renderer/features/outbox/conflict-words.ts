import type { TFunction } from 'i18next';
import type { ConflictField, OutboxEntryView } from '../../../shared/ipc/contract';
import { referenceOf, type ReferenceKind } from '../../../shared/api/references';
import { keyPathLabel } from '../../../shared/merge/path-label';
import { de } from '../../i18n/de';
import { locale } from '../../i18n';
import { formatDate, formatDateTime } from '../../i18n/format';
import { moduleFieldLabel } from '../../modules/field-labels';
import { pvPlanKeyLabel } from './pv-plan-labels';

/*
 * A conflict's keys and values as the user knows them: "Gebäude › Luftwechsel (1/h)"
 * instead of `payload.gebaeude.luftwechsel`, "Angebot" instead of `stg_qSiB…`, "0,6" instead of
 * 0.6, a list of layers line by line instead of JSON. Pure: the names of records come in.
 */

/** Names of the records a value may refer to by id, as this device knows them, by kind. */
export type RecordNames = Partial<Record<ReferenceKind, ReadonlyMap<string, string>>>;

const known = (catalogue: object, key: string) => Object.hasOwn(catalogue, key);

/**
 * One key as a label: the conflicts catalogue (records, PV plans), the modules' own labels of
 * their payload keys (`moduleKey`'s first when known), the PV planner's labels of its document's
 * keys, the contact fields, else the key in words.
 */
export function keyLabel(t: TFunction, key: string, moduleKey?: string): string {
  if (known(de.conflicts.keys, key)) return t(`conflicts.keys.${key}`);
  const moduleLabel = moduleFieldLabel(t, key, moduleKey);
  if (moduleLabel !== null) return moduleLabel;
  const planLabel = pvPlanKeyLabel(t, key);
  if (planLabel !== null) return planLabel;
  if (known(de.fields, key)) return t(`fields.${key}`);
  // An unknown key (a newer editor's, the office's own): camelCase and dashes as words.
  const words = key
    .replace(/([a-zäöü])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim();
  // A plain key (a contact field the user named, "lieblingsfarbe") stays as it was typed.
  if (!words || words === key) return key;
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A key path as a label: "Gebäude › Luftwechsel (1/h)"; `fields.phone` is "Telefon". */
export function pathLabel(t: TFunction, segments: readonly string[], moduleKey?: string): string {
  return keyPathLabel(segments, {
    label: (key) => keyLabel(t, key, moduleKey),
    item: (n) => t('conflicts.itemN', { n }),
  }).text;
}

/** The segments of a conflict field (older cores sent the path only). */
export const segmentsOf = (field: Pick<ConflictField, 'path' | 'segments'>): string[] =>
  field.segments?.length ? field.segments : field.path.split('.');

const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** A number as Germans write it, without rounding a λ of 0,035 away. */
export const numberText = (value: number) =>
  new Intl.NumberFormat(locale(), { maximumFractionDigits: 6 }).format(value);

/** An amount in euros ("Wert (€)") as the deal's page writes it: cents when it has any. */
const euroText = (value: number) =>
  Number.isInteger(value)
    ? numberText(value)
    : new Intl.NumberFormat(locale(), {
        minimumFractionDigits: 2,
        maximumFractionDigits: 6,
      }).format(value);

function scalarText(t: TFunction, value: unknown, key: string | null, names: RecordNames): string {
  if (value === null || value === '') return t('conflicts.empty');
  if (typeof value === 'number') return key === 'value' ? euroText(value) : numberText(value);
  if (typeof value === 'boolean') return value ? t('app.yes') : t('app.no');
  if (typeof value === 'string') {
    const kind = key === null ? null : referenceOf(key);
    const name = kind ? names[kind]?.get(value) : undefined;
    if (name) return name;
    if (isoDateTime.test(value) && !Number.isNaN(Date.parse(value))) return formatDateTime(value);
    if (isoDate.test(value) && !Number.isNaN(Date.parse(value))) return formatDate(value);
    return value;
  }
  return String(value);
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value on one line: objects as "Label: value · …", lists as "a, b". */
function inlineText(t: TFunction, value: unknown, key: string | null, names: RecordNames): string {
  if (Array.isArray(value))
    return value.length
      ? value.map((v) => inlineText(t, v, key, names)).join(', ')
      : t('conflicts.empty');
  if (isObject(value)) {
    const parts = Object.entries(value).map(
      ([k, v]) => `${keyLabel(t, k)}: ${inlineText(t, v, k, names)}`,
    );
    return parts.length ? parts.join(' · ') : t('conflicts.empty');
  }
  return scalarText(t, value, key, names);
}

/**
 * One side of a conflict as text, line by line for a list or an object so both sides can be
 * read side by side. `present` false: that side has no such key.
 */
export function valueText(
  t: TFunction,
  field: Pick<ConflictField, 'path' | 'segments'>,
  side: 'base' | 'mine' | 'theirs',
  values: Pick<ConflictField, 'base' | 'mine' | 'theirs'>,
  names: RecordNames = {},
): string {
  if (!Object.hasOwn(values, side)) return t('conflicts.absent');
  const value = values[side];
  const key = segmentsOf(field).at(-1) ?? null;
  if (Array.isArray(value) && value.some((v) => isObject(v) || Array.isArray(v)))
    return value.map((v, i) => `${i + 1}. ${inlineText(t, v, key, names)}`).join('\n');
  if (isObject(value))
    return Object.entries(value)
      .map(([k, v]) => `${keyLabel(t, k)}: ${inlineText(t, v, k, names)}`)
      .join('\n');
  return inlineText(t, value, key, names);
}

/**
 * Whether the user may type a value of their own: text and numbers (and an empty side). Not for
 * a reference to another record (a deal's stage or contact): the sides show names, a typed name
 * is no id, and the server would refuse the write.
 */
export function ownValueKind(
  field: Pick<ConflictField, 'mine' | 'theirs'> & Partial<Pick<ConflictField, 'path' | 'segments'>>,
): 'text' | 'number' | null {
  const key =
    field.path === undefined
      ? undefined
      : segmentsOf({ path: field.path, segments: field.segments ?? [] }).at(-1);
  if (key !== undefined && referenceOf(key) !== null) return null;
  const sides = [field.mine, field.theirs].filter((v) => v !== undefined && v !== null);
  if (sides.length && sides.every((v) => typeof v === 'number')) return 'number';
  if (sides.every((v) => typeof v === 'string' || typeof v === 'number')) return 'text';
  return null;
}

/** What an entry shows, for the outbox's search: its title, state, keys and both values. */
export function entrySearchTexts(
  t: TFunction,
  entry: Pick<OutboxEntryView, 'state' | 'conflict' | 'changed'>,
  title: string,
  names: RecordNames,
): string[] {
  const fields = entry.conflict?.fields ?? [];
  return [
    title,
    t(`outbox.state.${entry.state}`),
    ...entry.changed.map((path) => pathLabel(t, path.split('.'))),
    ...fields.flatMap((f) => [
      pathLabel(t, segmentsOf(f)),
      valueText(t, f, 'mine', f, names),
      valueText(t, f, 'theirs', f, names),
    ]),
  ];
}
