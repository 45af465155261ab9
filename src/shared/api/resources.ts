import { z } from 'zod';
import {
  contactStatuses,
  dealStatuses,
  moduleStatuses,
  projectStatuses,
  projectTypes,
} from './enums';
import { limits } from './limits';

/** ISO 8601 timestamp as the server sends it (UTC `Z` or an explicit offset). */
export const dateTime = z.iso.datetime({ offset: true });
/** Integers of the interface: versionNumber, schemaVersion, sortOrder (safe integer range). */
export const safeInt = z.int().min(limits.safeIntegerMin).max(limits.safeIntegerMax);
export const id = z.string().min(1);
/**
 * Free-form JSON object (contact fields, payloads, summaries): kept as-is, key by key. Refused
 * where storing it would change it silently or stall whoever walks it: a number JSON
 * could not carry (1e400 parses to Infinity and is written as null), a `__proto__` key (an
 * object copy drops it), nesting deeper than the server accepts (a body is level 1, so a
 * document in it may nest one level less). The walk is iterative: a 3,000-level document is
 * refused, not followed down the stack.
 */
export const jsonObject = z
  .custom<Record<string, unknown>>(isObject, { message: 'must be object' })
  .superRefine((value, ctx) => {
    if (!isSafeDocument(value)) ctx.addIssue({ code: 'custom', ...documentProblem(value)! });
  });
export type JsonObject = z.infer<typeof jsonObject>;

/**
 * A status or type as the server sends it: one of the documented values, or another non-empty
 * string from a newer server. Such a record is kept and shown as it is; one odd value must never
 * stop a pull. Requests stay strict (requests.ts).
 */
export const openEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.enum(values), z.string().min(1)]);

export const contactSchema = z.object({
  id,
  status: openEnum(contactStatuses),
  assignedTo: z.string().nullable(),
  fields: jsonObject,
  createdAt: dateTime,
  updatedAt: dateTime,
  lastActivityAt: dateTime,
});
export type Contact = z.infer<typeof contactSchema>;

export const buildingSchema = z.object({
  id,
  contactId: id,
  name: z.string(),
  street: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  countryCode: z.string().length(limits.countryCodeLength),
  buildingType: z.string().nullable(),
  buildingYear: z.int().nullable(),
  livingArea: z.number().nullable(),
  notes: z.string().nullable(),
  createdAt: dateTime,
  updatedAt: dateTime,
});
export type Building = z.infer<typeof buildingSchema>;

export const dealSchema = z.object({
  id,
  contactId: id,
  title: z.string(),
  value: z.number().nullable(),
  stageId: id,
  stageEnteredAt: dateTime,
  status: openEnum(dealStatuses),
  ownerId: z.string().nullable(),
  projectTypeIds: z.array(z.string()),
  street: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  notes: z.string().nullable(),
  projectId: z.string().nullable(),
  closedAt: dateTime.nullable(),
  archivedAt: dateTime.nullable(),
  createdAt: dateTime,
  updatedAt: dateTime,
});
export type Deal = z.infer<typeof dealSchema>;

export const dealStageSchema = z.object({
  id,
  key: z.string(),
  name: z.string(),
  sortOrder: safeInt,
  archived: z.boolean(),
  probability: z.int().nullable(),
  staleAfterDays: z.int().nullable(),
});
export type DealStage = z.infer<typeof dealStageSchema>;

export const projectSchema = z.object({
  id,
  contactId: id,
  buildingId: id,
  title: z.string(),
  type: openEnum(projectTypes),
  status: openEnum(projectStatuses),
  versionNumber: safeInt,
  rootProjectId: z.string().nullable(),
  parentProjectId: z.string().nullable(),
  isVisibleInCustomerPortal: z.boolean(),
  archivedAt: dateTime.nullable(),
  createdAt: dateTime,
  updatedAt: dateTime,
});
export type Project = z.infer<typeof projectSchema>;

export const projectModuleSchema = z.object({
  id,
  projectId: id,
  // Any non-empty key: an unknown key from the server is kept and shown generically (DESIGN.md).
  moduleKey: z.string().min(1),
  status: openEnum(moduleStatuses),
  schemaVersion: safeInt,
  payload: jsonObject.nullable(),
  validationState: jsonObject.nullable(),
  lockedReason: z.string().nullable(),
  lastCompletedAt: dateTime.nullable(),
  createdAt: dateTime,
  updatedAt: dateTime,
});
export type ProjectModule = z.infer<typeof projectModuleSchema>;

/** PV plan in the short form of GET /v1/projects/{projectId}/pv-plans. */
export const pvPlanShortSchema = z.object({
  id,
  projectId: id,
  name: z.string(),
  buildingId: z.string().nullable(),
  originLat: z.number(),
  originLng: z.number(),
  originAddress: z.string().nullable(),
  isFavorite: z.boolean(),
  summary: jsonObject.nullable(),
  createdAt: dateTime,
  updatedAt: dateTime,
});
export type PvPlanShort = z.infer<typeof pvPlanShortSchema>;

/** PV plan in the full form (create response, GET /v1/pv-plans/{id}): with the planner document. */
export const pvPlanFullSchema = pvPlanShortSchema.extend({
  schemaVersion: safeInt,
  payload: jsonObject,
});
export type PvPlanFull = z.infer<typeof pvPlanFullSchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), hasMore: z.boolean() });
export type Page<T> = { data: T[]; hasMore: boolean };

export const contactPageSchema = pageOf(contactSchema);
export const buildingPageSchema = pageOf(buildingSchema);
export const dealPageSchema = pageOf(dealSchema);
export const projectPageSchema = pageOf(projectSchema);
export const dealStageListSchema = z.object({ data: z.array(dealStageSchema) });
export const pvPlanListSchema = z.object({ data: z.array(pvPlanShortSchema) });
export const projectModuleListSchema = z.object({ data: z.array(projectModuleSchema) });

/** Deepest nesting of a document inside a request or an answer (the body is one level more). */
const documentDepthMax = limits.jsonDepthMax - 1;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What jsonObject accepts, checked without zod (answer-check.ts). */
export const isJsonDocument = (value: unknown): boolean => isObject(value) && isSafeDocument(value);

/**
 * Whether documentProblem finds nothing, walked without building a path per value: every pulled
 * record's fields and payloads pass here, and a path array and a pair per value made this walk
 * one of a first sync's largest sources of garbage (bench/README.md, session 34).
 */
function isSafeDocument(document: Record<string, unknown>): boolean {
  const values: unknown[] = [document];
  const depths: number[] = [0];
  while (values.length > 0) {
    const value = values.pop();
    const depth = depths.pop()!;
    if (typeof value === 'number' && !Number.isFinite(value)) return false;
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= documentDepthMax) return false;
    if (Array.isArray(value)) {
      for (const item of value as unknown[]) {
        values.push(item);
        depths.push(depth + 1);
      }
      continue;
    }
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue;
      if (key === '__proto__') return false;
      values.push((value as Record<string, unknown>)[key]);
      depths.push(depth + 1);
    }
  }
  return true;
}

/** The first thing that makes a document unsafe to store as it is, or null. */
function documentProblem(
  document: Record<string, unknown>,
): { path: (string | number)[]; message: string; params: Record<string, string | number> } | null {
  const stack: [unknown, (string | number)[]][] = [[document, []]];
  while (stack.length > 0) {
    const [value, path] = stack.pop() as [unknown, (string | number)[]];
    if (typeof value === 'number' && !Number.isFinite(value)) {
      return { path, message: 'must be a number JSON can carry', params: { code: 'not_finite' } };
    }
    if (typeof value !== 'object' || value === null) continue;
    if (path.length >= documentDepthMax) {
      return {
        path: [],
        message: `nested deeper than ${documentDepthMax} levels of arrays and objects`,
        params: { code: 'too_deep', maximum: documentDepthMax },
      };
    }
    if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push([item, [...path, i]]));
      continue;
    }
    for (const key of Object.keys(value)) {
      if (key === '__proto__') {
        return {
          path: [...path, key],
          message: 'the key "__proto__" is not allowed',
          params: { code: 'forbidden_key', key },
        };
      }
      stack.push([(value as Record<string, unknown>)[key], [...path, key]]);
    }
  }
  return null;
}
