import type { JsonObject, ProjectModule } from '../../../shared/api';
import { storedResults } from '../payload';

/*
 * Reading figures another module stored (the data flow between the editors): its
 * results (payload.results.values, editor-def.ts) or a key of its payload. Unknown shapes give
 * null, never a guess.
 */

/** The stored results of a module (payload.results.values), or null. */
export const resultValues = (module: ProjectModule | undefined): JsonObject | null =>
  storedResults(module?.payload)?.values ?? null;

const isObject = (v: unknown): v is JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A finite number at a dotted path of an object, or null. */
export function numberAt(source: unknown, path: string): number | null {
  let at: unknown = source;
  for (const part of path.split('.')) {
    if (!isObject(at)) return null;
    at = at[part];
  }
  return typeof at === 'number' && Number.isFinite(at) ? at : null;
}

/** The results of a stored payload (for headlines and the report). */
export const valuesOf = (payload: JsonObject | null | undefined): JsonObject | null =>
  storedResults(payload)?.values ?? null;
