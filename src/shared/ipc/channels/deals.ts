import { z } from 'zod';
import { dealCreateSchema, dealPatchSchema, dealSchema, dealStageSchema, id } from '../../api';
import { empty } from './common';

export const pipelineDealSchema = dealSchema.extend({
  critical: z.boolean(),
  daysInStage: z.number().int(),
});
export const pipelineColumnSchema = z.object({
  stage: dealStageSchema,
  count: z.number().int(),
  sum: z.number(),
  weightedSum: z.number(),
  deals: z.array(pipelineDealSchema),
  /** Deals whose stage the workspace no longer lists; `stage` is a stand-in to be named by the UI. */
  unknownStage: z.boolean().default(false),
});
export const pipelineSchema = z.object({ columns: z.array(pipelineColumnSchema) });
export type PipelineColumn = z.infer<typeof pipelineColumnSchema>;
export type Pipeline = z.infer<typeof pipelineSchema>;

export const dealChannels = {
  'deals.pipeline': { request: empty, response: pipelineSchema },
  'deals.create': { request: z.strictObject({ body: dealCreateSchema }), response: dealSchema },
  'deals.patch': { request: z.strictObject({ id, body: dealPatchSchema }), response: dealSchema },
  'deals.archive': { request: z.strictObject({ id }), response: dealSchema },
} as const;
