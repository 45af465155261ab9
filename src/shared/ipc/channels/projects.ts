import { z } from 'zod';
import {
  buildingSchema,
  contactSchema,
  dealSchema,
  id,
  modulePatchSchema,
  projectCreateSchema,
  projectModuleSchema,
  projectPatchSchema,
  projectSchema,
  projectStatuses,
  projectTypes,
} from '../../api';
import { page } from './common';

export const projectDetailSchema = z.object({
  project: projectSchema,
  modules: z.array(projectModuleSchema),
  /** Contact and building as this device knows them; null when not (yet) on it. */
  contact: contactSchema.nullable(),
  building: buildingSchema.nullable(),
  /** Deals linked to the project. */
  deals: z.array(dealSchema),
  /** Every version of the project (the same rootProjectId), this one included, oldest first. */
  versions: z.array(projectSchema),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

export const projectChannels = {
  'projects.list': {
    // Most recently changed first, a page at a time; `text` filters by title, the rest exactly.
    request: z.strictObject({
      text: z.string().max(200).optional(),
      type: z.enum(projectTypes).optional(),
      status: z.enum(projectStatuses).optional(),
      contactId: id.optional(),
      limit: z.number().int().min(1).max(500).optional(),
      offset: z.number().int().min(0).optional(),
    }),
    response: page(projectSchema),
  },
  'projects.get': { request: z.strictObject({ id }), response: projectDetailSchema },
  'projects.create': {
    request: z.strictObject({ body: projectCreateSchema }),
    response: projectSchema,
  },
  'projects.patch': {
    request: z.strictObject({ id, body: projectPatchSchema }),
    response: projectSchema,
  },
  'projects.archive': { request: z.strictObject({ id }), response: projectSchema },
  'modules.patch': {
    request: z.strictObject({
      projectId: id,
      moduleKey: z.string().min(1),
      body: modulePatchSchema,
    }),
    response: projectModuleSchema,
  },
} as const;
