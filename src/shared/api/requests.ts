import { z } from 'zod';
import {
  contactCreateStatuses,
  contactStatuses,
  dealStatuses,
  moduleKeys,
  moduleStatuses,
  projectPatchStatuses,
  projectTypes,
} from './enums';
import { limits } from './limits';
import { dateTime, id, jsonObject, safeInt } from './resources';

/*
 * Request bodies of workspace-api.md. Objects are strict: an unknown key is refused by name
 * rather than silently dropped, so a typo never looks like a saved change.
 */

const nullableString = z.string().nullable();

export const contactCreateSchema = z.strictObject({
  status: z.enum(contactCreateStatuses).optional(),
  assignedTo: nullableString.optional(),
  fields: jsonObject.optional(),
});
export type ContactCreate = z.infer<typeof contactCreateSchema>;

export const contactPatchSchema = z.strictObject({
  status: z.enum(contactStatuses).optional(),
  assignedTo: nullableString.optional(),
  /** A key set to null is removed from the contact's fields. */
  fields: jsonObject.optional(),
});
export type ContactPatch = z.infer<typeof contactPatchSchema>;

export const buildingCreateSchema = z.strictObject({
  contactId: id,
  name: z.string().min(1),
  street: nullableString.optional(),
  postalCode: nullableString.optional(),
  city: nullableString.optional(),
  countryCode: z.string().length(limits.countryCodeLength).optional(),
  buildingType: nullableString.optional(),
  buildingYear: z.int().nullable().optional(),
  livingArea: z.number().nullable().optional(),
  notes: nullableString.optional(),
});
export type BuildingCreate = z.infer<typeof buildingCreateSchema>;

const dealTitle = z.string().min(1).max(limits.dealTitleMax);
const projectTypeIds = z.array(z.string()).max(limits.projectTypeIdsMax);

export const dealCreateSchema = z.strictObject({
  contactId: id,
  title: dealTitle,
  stageId: id,
  value: z.number().nullable().optional(),
  ownerId: nullableString.optional(),
  projectTypeIds: projectTypeIds.optional(),
  street: nullableString.optional(),
  postalCode: nullableString.optional(),
  city: nullableString.optional(),
  notes: nullableString.optional(),
});
export type DealCreate = z.infer<typeof dealCreateSchema>;

export const dealPatchSchema = z.strictObject({
  contactId: id.optional(),
  title: dealTitle.optional(),
  value: z.number().nullable().optional(),
  stageId: id.optional(),
  status: z.enum(dealStatuses).optional(),
  ownerId: nullableString.optional(),
  projectTypeIds: projectTypeIds.optional(),
  street: nullableString.optional(),
  postalCode: nullableString.optional(),
  city: nullableString.optional(),
  notes: nullableString.optional(),
  projectId: nullableString.optional(),
  archived: z.boolean().optional(),
});
export type DealPatch = z.infer<typeof dealPatchSchema>;

export const projectCreateSchema = z.strictObject({
  contactId: id,
  buildingId: id,
  title: z.string().min(1),
  type: z.enum(projectTypes).optional(),
});
export type ProjectCreate = z.infer<typeof projectCreateSchema>;

export const projectPatchSchema = z.strictObject({
  title: z.string().min(1).optional(),
  status: z.enum(projectPatchStatuses).optional(),
});
export type ProjectPatch = z.infer<typeof projectPatchSchema>;

export const moduleKeySchema = z.enum(moduleKeys);

export const modulePatchSchema = z.strictObject({
  status: z.enum(moduleStatuses).optional(),
  schemaVersion: safeInt.optional(),
  payload: jsonObject.nullable().optional(),
});
export type ModulePatch = z.infer<typeof modulePatchSchema>;

const latitude = z.number().min(-limits.latitudeAbsMax).max(limits.latitudeAbsMax);
const longitude = z.number().min(-limits.longitudeAbsMax).max(limits.longitudeAbsMax);
const pvPlanName = z.string().min(1).max(limits.pvPlanNameMax);

export const pvPlanCreateSchema = z.strictObject({
  originLat: latitude,
  originLng: longitude,
  name: pvPlanName.optional(),
  originAddress: nullableString.optional(),
  buildingId: nullableString.optional(),
});
export type PvPlanCreate = z.infer<typeof pvPlanCreateSchema>;

/** PATCH /v1/pv-plans/{id}: not in workspace-api.md; probed (DESIGN.md, gaps table). */
export const pvPlanPatchSchema = z.strictObject({
  name: pvPlanName.optional(),
  originAddress: nullableString.optional(),
  buildingId: nullableString.optional(),
  isFavorite: z.boolean().optional(),
  schemaVersion: safeInt.optional(),
  payload: jsonObject.optional(),
  summary: jsonObject.nullable().optional(),
});
export type PvPlanPatch = z.infer<typeof pvPlanPatchSchema>;

/* List queries arrive as strings; these schemas parse the query string form. */

const intParam = (min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

const booleanParam = z.enum(['true', 'false']).transform((v) => v === 'true');

const pagingQuery = {
  limit: intParam(limits.listLimitMin, limits.listLimitMax).default(limits.listLimitDefault),
  offset: intParam(0, limits.offsetMax).default(0),
  updatedSince: dateTime.optional(),
};

export const contactListQuerySchema = z.strictObject({
  ...pagingQuery,
  status: z.enum(contactStatuses).optional(),
});
export const buildingListQuerySchema = z.strictObject({
  ...pagingQuery,
  contactId: id.optional(),
});
export const dealListQuerySchema = z.strictObject({
  ...pagingQuery,
  contactId: id.optional(),
  stageId: id.optional(),
  status: z.enum(dealStatuses).optional(),
  includeArchived: booleanParam.default(false),
});
/** GET /v1/projects: an optional read endpoint of the reference server (DESIGN.md, gaps table). */
export const projectListQuerySchema = z.strictObject({
  ...pagingQuery,
  contactId: id.optional(),
});

export type ContactListQuery = z.infer<typeof contactListQuerySchema>;
export type BuildingListQuery = z.infer<typeof buildingListQuerySchema>;
export type DealListQuery = z.infer<typeof dealListQuerySchema>;
export type ProjectListQuery = z.infer<typeof projectListQuerySchema>;
