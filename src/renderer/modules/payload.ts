import type { JsonObject, ProjectModule } from '../../shared/api';
import type { TFunction } from 'i18next';
import type { AnyModuleEditorDef, ModuleContext, ModuleResults } from './definition';
import { deepEqual, isPlainObject, merge3 } from '../../shared/merge/three-way';
import { formatFixed } from '../ui/fields/number-input';

/*
 * Reading and writing a module payload for an editor (DESIGN.md decision 9). The editor sees only
 * the inputs its schema names; everything else in the payload (unknown keys, a `schemaVersion`
 * key, keys of newer app versions) is kept exactly, in its place, and the results are written
 * beside the inputs under `results` ({calculation, computedAt, values}, docs/calculators.md).
 */

export type VersionState =
  | { kind: 'current' }
  /** Stored by an older editor: the migrations are applied on open and written on save. */
  | { kind: 'older'; stored: number; known: number }
  /** Stored by a newer app version: shown read-only, never overwritten. */
  | { kind: 'newer'; stored: number; known: number };

export function versionState(def: AnyModuleEditorDef, stored: number): VersionState {
  if (def.anyVersion || stored === def.schemaVersion) return { kind: 'current' };
  return stored > def.schemaVersion
    ? { kind: 'newer', stored, known: def.schemaVersion }
    : { kind: 'older', stored, known: def.schemaVersion };
}

/** Applies the editor's explicit steps from `from` up to its schemaVersion (a missing step: no change). */
export function migratePayload(
  def: AnyModuleEditorDef,
  payload: JsonObject | null,
  from: number,
): JsonObject | null {
  if (!payload || def.anyVersion) return payload;
  let next = payload;
  for (let version = from; version < def.schemaVersion; version++) {
    const step = def.migrations?.[version];
    if (step) next = step(next);
  }
  return next;
}

const isEmpty = (payload: JsonObject | null) => !payload || Object.keys(payload).length === 0;

export type Opened<V> =
  | {
      ok: true;
      /** The inputs the form edits. */
      inputs: V;
      /** The payload as the editor continues from it (migrated when it was older). */
      base: JsonObject | null;
      version: VersionState;
    }
  | { ok: false; problem: string; version: VersionState };

/** The editor's view of a stored module: its inputs, or why it cannot read them. */
export function openModule<V>(
  def: AnyModuleEditorDef,
  module: Pick<ProjectModule, 'payload' | 'schemaVersion'>,
  context: ModuleContext,
): Opened<V> {
  const version = versionState(def, module.schemaVersion);
  const base =
    version.kind === 'older'
      ? migratePayload(def, module.payload, module.schemaVersion)
      : module.payload;
  try {
    if (def.read) return { ok: true, inputs: def.read(base, context) as V, base, version };
    const read = readInputs(def, base, context);
    if (!read.ok) return { ok: false, problem: read.problem, version };
    return { ok: true, inputs: read.inputs as V, base, version };
  } catch (error) {
    return { ok: false, problem: error instanceof Error ? error.message : String(error), version };
  }
}

/**
 * The inputs of a payload: the initial ones (prefilled from the context) for an empty payload;
 * else the payload parsed by the schema, with the initial value for every input the payload does
 * not have at all (a customer not yet copied into an older payload is prefilled, not blank).
 */
function readInputs(
  def: AnyModuleEditorDef,
  base: JsonObject | null,
  context: ModuleContext,
): { ok: true; inputs: unknown } | { ok: false; problem: string } {
  if (isEmpty(base)) return { ok: true, inputs: def.initial(context) };
  const parsed = def.schema.safeParse(base);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, problem: issue ? issue.path.join('.') : '' };
  }
  const initial: unknown = def.initial(context);
  if (!isPlainObject(parsed.data) || !isPlainObject(initial))
    return { ok: true, inputs: parsed.data };
  const inputs: Record<string, unknown> = { ...parsed.data };
  for (const key of Object.keys(initial)) if (!(key in base!)) inputs[key] = initial[key];
  return { ok: true, inputs };
}

const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown;

/**
 * The payload to store: the stored one with the inputs on top and the results under `results`.
 * Keys the inputs don't name keep their value and position; `results` undefined leaves the
 * stored results alone (an editor without results), null removes stale ones (inputs incomplete).
 */
export function mergeInputs(
  stored: JsonObject | null,
  inputs: object,
  results?: ModuleResults | null,
): JsonObject {
  const next: JsonObject = { ...(stored ?? {}) };
  for (const [key, value] of Object.entries(plain(inputs) as JsonObject)) next[key] = value;
  if (results !== undefined) next.results = results as unknown as JsonObject[string];
  return next;
}

/** The results of these inputs as stored in the payload, or null when they are incomplete. */
export function resultsFor(
  def: AnyModuleEditorDef,
  moduleKey: string,
  inputs: unknown,
  context: ModuleContext,
  now: Date,
): ModuleResults | null | undefined {
  if (!def.results) return undefined;
  let values: JsonObject | null;
  try {
    values = def.results(inputs, context);
  } catch {
    values = null; // refused inputs (a RangeError): no results rather than wrong ones
  }
  if (!values) return null;
  return {
    calculation: def.calculation ?? `${moduleKey}@${def.schemaVersion}`,
    computedAt: now.toISOString(),
    values: plain(values) as JsonObject,
  };
}

/**
 * Three-way merge of the user's inputs with a newer stored version, by the app's one document
 * merge (the outbox's too): where the user left a value as it was when the edit started (`base`),
 * the newer one (`theirs`) wins; where the user changed it, the user's input wins, also where both
 * changed it (the editor showed the difference). Objects are merged key by key, lists and values
 * as a whole; the order of keys is no change.
 */
export function mergeEdits(base: unknown, mine: unknown, theirs: unknown): unknown {
  return merge3(base, mine, theirs);
}

/**
 * The inputs worth writing: all of them onto an empty payload; onto a stored one only those that
 * are stored already or differ from what the editor showed when it opened (defaults and prefills
 * for absent keys stay unwritten until the user changes them, so an unchanged payload round-trips
 * exactly).
 */
function inputsToWrite(
  def: AnyModuleEditorDef,
  base: JsonObject | null,
  inputs: object,
  context: ModuleContext,
): Record<string, unknown> {
  if (!base || Object.keys(base).length === 0) return inputs as Record<string, unknown>;
  const read = readInputs(def, base, context);
  if (!read.ok || !isPlainObject(read.inputs)) return inputs as Record<string, unknown>;
  const was = read.inputs;
  return Object.fromEntries(
    Object.entries(inputs).filter(([key, value]) => key in base || !deepEqual(value, was[key])),
  );
}

/** The payload and schemaVersion to send when saving these inputs. */
export function payloadToSave(
  def: AnyModuleEditorDef,
  moduleKey: string,
  base: JsonObject | null,
  storedVersion: number,
  inputs: unknown,
  context: ModuleContext,
  now = new Date(),
): { payload: JsonObject; schemaVersion?: number } {
  const payload = def.write
    ? def.write(inputs, base)
    : mergeInputs(
        base,
        inputsToWrite(def, base, inputs as object, context),
        resultsFor(def, moduleKey, inputs, context, now),
      );
  const version = versionState(def, storedVersion);
  return version.kind === 'older' ? { payload, schemaVersion: def.schemaVersion } : { payload };
}

/** `results` of a stored payload when it has the documented shape. */
export function storedResults(payload: JsonObject | null | undefined): ModuleResults | null {
  const results = payload?.results;
  if (!results || typeof results !== 'object' || Array.isArray(results)) return null;
  const r = results as Record<string, unknown>;
  if (typeof r.calculation !== 'string' || typeof r.computedAt !== 'string') return null;
  if (!r.values || typeof r.values !== 'object' || Array.isArray(r.values)) return null;
  return r as unknown as ModuleResults;
}

/** A number among stored result values, or null. */
export function resultNumber(payload: JsonObject | null | undefined, key: string): number | null {
  const value = storedResults(payload)?.values[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export interface ServerIssues {
  /** Messages by field path ('elements.0.area'). */
  byPath: Record<string, string>;
  /** Messages not tied to a field. */
  general: string[];
}

/** 'elements[0].area', ['elements', 0, 'area'] and 'elements/0/area' all become 'elements.0.area'. */
export function normalizePath(path: unknown): string {
  if (Array.isArray(path)) return path.map(String).join('.');
  return String(path)
    .replace(/\[(\w+)\]/g, '.$1')
    .replace(/^[./]+/, '')
    .replace(/\//g, '.');
}

const messageOf = (value: unknown): string | null =>
  typeof value === 'string'
    ? value
    : value &&
        typeof value === 'object' &&
        typeof (value as { message?: unknown }).message === 'string'
      ? (value as { message: string }).message
      : null;

/**
 * The server's validationState (undocumented) as messages: lists of strings or {path, message},
 * and maps of path → message, under any key (errors, issues, fields, warnings).
 */
export function serverIssuesOf(state: JsonObject | null | undefined): ServerIssues {
  const issues: ServerIssues = { byPath: {}, general: [] };
  if (!state) return issues;
  const add = (path: string | null, message: string) => {
    if (path)
      issues.byPath[path] = issues.byPath[path] ? `${issues.byPath[path]} ${message}` : message;
    else issues.general.push(message);
  };
  const walk = (value: unknown, pathHint: string | null) => {
    if (Array.isArray(value)) {
      for (const item of value) {
        const message = messageOf(item);
        if (!message) continue;
        const path = (item as { path?: unknown; field?: unknown } | null) ?? null;
        const where = typeof item === 'object' ? (path?.path ?? path?.field) : undefined;
        add(where !== undefined ? normalizePath(where) : pathHint, message);
      }
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        const message = messageOf(inner);
        if (message) add(normalizePath(key), message);
        else walk(inner, normalizePath(key));
      }
    } else {
      const message = messageOf(value);
      if (message) add(pathHint, message);
    }
  };
  for (const [key, value] of Object.entries(state)) {
    const container = /^(errors|issues|fields|warnings|messages|validation)$/i.test(key);
    if (container) walk(value, null);
    else {
      const message = messageOf(value);
      if (message) add(normalizePath(key), message);
      else walk(value, normalizePath(key));
    }
  }
  return issues;
}

/** The module list's headline of a heat load ("Heizlast 9,4 kW"). */
export const heatLoadHeadline = (t: TFunction, kW: number) =>
  t('module.heizlast-huellflaeche.headline', { value: formatFixed(kW, 1) });
