import { z } from 'zod';
import {
  dealCreateSchema,
  dealPatchSchema,
  dealSchema,
  dealStageSchema,
  id,
  projectSchema,
} from '../../api';
import { dealListSorts } from '../../domain/pipeline';
import { empty } from './common';

/** Which deals a board or list shows (domain/pipeline.ts DealFilter); every part optional. */
export const dealFilterSchema = z.strictObject({
  status: z.enum(['open', 'won', 'lost', 'all']).default('open'),
  /** Absent: any owner; null: deals without an owner. */
  ownerId: z.string().max(200).nullable().optional(),
  criticalOnly: z.boolean().default(false),
  includeArchived: z.boolean().default(false),
  text: z.string().max(200).default(''),
});
export type DealFilterInput = z.input<typeof dealFilterSchema>;

/** A deal as the board and the list show it. */
export const pipelineDealSchema = dealSchema.extend({
  critical: z.boolean(),
  daysInStage: z.number().int(),
  /** A local change waits in the outbox: "nicht synchronisiert". */
  pending: z.boolean(),
  contactFields: z.record(z.string(), z.unknown()).nullable(),
});
export type PipelineDealView = z.infer<typeof pipelineDealSchema>;

const totals = {
  count: z.number().int(),
  sum: z.number(),
  weightedSum: z.number(),
  criticalCount: z.number().int(),
};
export const dealTotalsSchema = z.object(totals);

export const pipelineColumnSchema = z.object({
  stage: dealStageSchema,
  ...totals,
  /** The first page of cards; `hasMore` when deals.columnPage has more. */
  deals: z.array(pipelineDealSchema),
  hasMore: z.boolean(),
  /** Deals whose stage the workspace no longer lists; `stage` is a stand-in to be named by the UI. */
  unknownStage: z.boolean().default(false),
});
export const pipelineSchema = z.object({
  columns: z.array(pipelineColumnSchema),
  /** Over all columns (every matching deal). */
  totals: dealTotalsSchema,
});
export type PipelineColumn = z.infer<typeof pipelineColumnSchema>;
export type Pipeline = z.infer<typeof pipelineSchema>;

const offset = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const limit = z.number().int().min(1).max(500);

export const dealDetailSchema = z.object({
  deal: pipelineDealSchema,
  /** Null when the deal's stage is not listed any more. */
  stage: dealStageSchema.nullable(),
  project: projectSchema.nullable(),
  /** The contact's projects, to link one. */
  contactProjects: z.array(projectSchema),
});
export type DealDetail = z.infer<typeof dealDetailSchema>;

export const dealChannels = {
  'deals.pipeline': {
    request: z.strictObject({
      filter: dealFilterSchema.optional(),
      pageSize: z.number().int().min(1).max(200).optional(),
    }),
    response: pipelineSchema,
  },
  'deals.columnPage': {
    request: z.strictObject({
      filter: dealFilterSchema.optional(),
      /** A listed stage's id; absent for the column of stages the workspace no longer lists. */
      stageId: id.optional(),
      offset,
      limit,
    }),
    response: z.object({ data: z.array(pipelineDealSchema), hasMore: z.boolean() }),
  },
  'deals.list': {
    request: z.strictObject({
      filter: dealFilterSchema.optional(),
      sort: z.enum(dealListSorts).default('updated'),
      descending: z.boolean().default(true),
      offset,
      limit,
    }),
    response: z.object({
      data: z.array(pipelineDealSchema),
      hasMore: z.boolean(),
      totals: dealTotalsSchema,
    }),
  },
  'deals.get': { request: z.strictObject({ id }), response: dealDetailSchema },
  /** What the filters and the deal form offer: the stages in order and the known owners. */
  'deals.options': {
    request: empty,
    response: z.object({ stages: z.array(dealStageSchema), owners: z.array(z.string()) }),
  },
  'deals.create': { request: z.strictObject({ body: dealCreateSchema }), response: dealSchema },
  'deals.patch': { request: z.strictObject({ id, body: dealPatchSchema }), response: dealSchema },
  'deals.archive': { request: z.strictObject({ id }), response: dealSchema },
} as const;
