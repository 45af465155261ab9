import type { z } from 'zod';
import { isJsonDocument, jsonObject } from './resources';

/**
 * Validates a server's answer without copying it. zod's parse returns a new object and array for
 * every record it checks, and over a first sync those copies were a third of everything the
 * core allocated (bench/README.md, session 35). Here each answer schema is compiled once into a
 * check that only reads the parsed JSON; an answer that passes it is returned as it is. Whatever
 * the check does not understand or does not pass (an unknown key zod would strip, a value zod
 * would refuse, a schema with transforms or defaults) goes through zod's own safeParse, so a
 * refusal keeps zod's issues word for word and an accepted answer is what zod would return.
 */
export function parseAnswer<T>(schema: z.ZodType<T>, value: unknown): z.ZodSafeParseResult<T> {
  const check = checkFor(schema);
  if (check?.(value)) return { success: true, data: value as T };
  return schema.safeParse(value);
}

/** Reads a value, true only when zod would accept it and return an equal value. */
type Check = (value: unknown) => boolean;

const compiled = new WeakMap<object, Check | null>();

/** The schema's compiled check, or null when some part of it is not understood here. */
export function checkFor(schema: z.ZodType): Check | null {
  let check = compiled.get(schema);
  if (check === undefined) {
    check = compile(schema);
    compiled.set(schema, check);
  }
  return check;
}

/** zod 4's schema definitions as far as they are read here (`schema._zod.def`). */
interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  shape?: Record<string, z.ZodType>;
  catchall?: unknown;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, unknown>;
  format?: string;
  pattern?: RegExp;
}
interface CheckDef {
  check: string;
  minimum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

function compile(schema: z.ZodType): Check | null {
  if (schema === jsonObject) return isJsonDocument;
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return compileObject(def);
    case 'string':
      return compileString(def);
    case 'number':
      return compileNumber(def);
    case 'boolean':
      return def.checks?.length ? null : (value) => typeof value === 'boolean';
    case 'nullable': {
      const inner = compile(def.innerType!);
      return inner && ((value) => value === null || inner(value));
    }
    case 'array': {
      const element = def.checks?.length ? null : compile(def.element!);
      return element && ((value) => Array.isArray(value) && everyItem(value, element));
    }
    case 'union': {
      // An option's output is its input (every check here says so): the first match's is too.
      const options = def.checks?.length ? [] : def.options!.map(compile);
      if (!options.length || options.some((o) => o === null)) return null;
      const checks = options as Check[];
      return (value) => {
        for (let i = 0; i < checks.length; i++) if (checks[i]!(value)) return true;
        return false;
      };
    }
    case 'enum': {
      if (def.checks?.length) return null;
      const values = new Set(Object.values(def.entries!));
      return (value) => values.has(value);
    }
    default:
      return null;
  }
}

function everyItem(items: unknown[], check: Check): boolean {
  for (let i = 0; i < items.length; i++) if (!check(items[i])) return false;
  return true;
}

function compileObject(def: Def): Check | null {
  if (def.catchall !== undefined || def.checks?.length) return null;
  const fields: [string, Check][] = [];
  for (const [key, field] of Object.entries(def.shape!)) {
    const check = compile(field);
    if (!check) return null;
    fields.push([key, check]);
  }
  const keys = fields.map(([key]) => key);
  const checks = fields.map(([, check]) => check);
  const count = fields.length;
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    const record = value as Record<string, unknown>;
    for (let i = 0; i < count; i++) {
      const key = keys[i]!;
      if (!Object.hasOwn(record, key) || !checks[i]!(record[key])) return false;
    }
    // A key more, which zod would strip: its output would differ, so zod decides.
    let own = 0;
    for (const key in record) if (Object.hasOwn(record, key)) own++;
    return own === count && Object.getPrototypeOf(record) === Object.prototype;
  };
}

// The checks below are plain loops over their parts: a closure per call (`parts.every((p) =>
// p(value))`) made this check allocate more than the copies it saves.

function compileString(def: Def): Check | null {
  let pattern: RegExp | null = null;
  if (def.format !== undefined) {
    // Formats zod checks by their pattern alone (datetime, date, …): the same pattern here.
    if (def.format !== 'datetime' || !(def.pattern instanceof RegExp)) return null;
    pattern = new RegExp(def.pattern.source, def.pattern.flags.replace(/[gy]/g, ''));
  }
  let minimum = 0;
  let exactly = -1;
  for (const { _zod } of def.checks ?? []) {
    const check = _zod.def;
    if (check.check === 'min_length' && typeof check.minimum === 'number')
      minimum = Math.max(minimum, check.minimum);
    else if (check.check === 'length_equals' && typeof check.length === 'number')
      exactly = check.length;
    else return null;
  }
  return (value) =>
    typeof value === 'string' &&
    value.length >= minimum &&
    (exactly < 0 || value.length === exactly) &&
    (pattern === null || pattern.test(value));
}

function compileNumber(def: Def): Check | null {
  // z.number() refuses NaN and ±Infinity; z.int() wants a safe integer.
  if (def.format !== undefined && def.format !== 'safeint') return null;
  const integer = def.format === 'safeint';
  let lowest = Number.NEGATIVE_INFINITY;
  let highest = Number.POSITIVE_INFINITY;
  for (const { _zod } of def.checks ?? []) {
    const { check, value: bound, inclusive } = _zod.def;
    if (typeof bound !== 'number' || !inclusive) return null;
    if (check === 'greater_than') lowest = Math.max(lowest, bound);
    else if (check === 'less_than') highest = Math.min(highest, bound);
    else return null;
  }
  return (value) =>
    typeof value === 'number' &&
    (integer ? Number.isSafeInteger(value) : Number.isFinite(value)) &&
    value >= lowest &&
    value <= highest;
}
