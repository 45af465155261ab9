import { z } from 'zod';
import {
  dateTime,
  id,
  jsonObject,
  limits,
  pvPlanCreateSchema,
  pvPlanPatchSchema,
  pvPlanShortSchema,
  safeInt,
} from '../../api';

/*
 * The PV planner's channels. Plans are read from the local store (offline); every
 * change goes through the store's one write path. Where the server cannot change PV plans
 * (`--strict-spec`), the edits stay on this device ("nur lokal") and travel as an export file.
 */

export const pvPlanSyncStates = ['synced', 'pending', 'localOnly'] as const;

/** A plan as the device knows it: full form, or short form when only the list was pulled. */
export const pvPlanItemSchema = pvPlanShortSchema.extend({
  schemaVersion: safeInt.nullable(),
  payload: jsonObject.nullable(),
  sync: z.enum(pvPlanSyncStates),
});
export type PvPlanItem = z.infer<typeof pvPlanItemSchema>;

/** The short form for lists, with the sync state. */
export const pvPlanListItemSchema = pvPlanShortSchema.extend({ sync: z.enum(pvPlanSyncStates) });
export type PvPlanListItem = z.infer<typeof pvPlanListItemSchema>;

export const pvPlanOriginSchema = z.object({
  originAddress: z.string().nullable(),
  originLat: z.number().nullable(),
  originLng: z.number().nullable(),
  source: z.enum(['plan', 'town']).nullable(),
  sourceName: z.string().nullable(),
});
export type PvPlanOrigin = z.infer<typeof pvPlanOriginSchema>;

/** The export file of one plan: what it is, when, and the plan with its whole document. */
export const pvPlanFileFormat = 'ortstermin.pv-plan';
export const pvPlanFileSchema = z.object({
  format: z.literal(pvPlanFileFormat),
  formatVersion: z.literal(1),
  exportedAt: dateTime,
  /** True when the plan had edits the server could not take. */
  localOnly: z.boolean(),
  plan: pvPlanShortSchema.extend({ schemaVersion: safeInt, payload: jsonObject }),
});
export type PvPlanFile = z.infer<typeof pvPlanFileSchema>;

export const pvPlanChannels = {
  'pvPlans.byProject': {
    request: z.strictObject({ projectId: id }),
    response: z.object({ data: z.array(pvPlanListItemSchema) }),
  },
  'pvPlans.byBuilding': {
    request: z.strictObject({ buildingId: id }),
    response: z.object({
      data: z.array(pvPlanListItemSchema),
      /** The building's projects: a new plan of the building belongs to one of them. */
      projects: z.array(z.object({ id, title: z.string() })),
    }),
  },
  'pvPlans.origin': { request: z.strictObject({ buildingId: id }), response: pvPlanOriginSchema },
  'pvPlans.get': { request: z.strictObject({ id }), response: pvPlanItemSchema },
  'pvPlans.create': {
    request: z.strictObject({ projectId: id, body: pvPlanCreateSchema }),
    response: pvPlanItemSchema,
  },
  'pvPlans.patch': {
    request: z.strictObject({ id, body: pvPlanPatchSchema }),
    response: pvPlanItemSchema,
  },
  'pvPlans.duplicate': {
    request: z.strictObject({ id, name: z.string().min(1).max(limits.pvPlanNameMax) }),
    response: pvPlanItemSchema,
  },
  'pvPlans.export': { request: z.strictObject({ id }), response: pvPlanFileSchema },
  'pvPlans.import': {
    // The file as read; checked by the handler, so a wrong file gets a clear message.
    request: z.strictObject({ projectId: id, file: z.unknown() }),
    response: z.object({
      plan: pvPlanItemSchema,
      outcome: z.enum(['created', 'updated', 'unchanged']),
    }),
  },
} as const;
