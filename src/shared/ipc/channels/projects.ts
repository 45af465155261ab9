import { z } from 'zod';
import { id, modulePatchSchema, projectModuleSchema, projectSchema } from '../../api';
import { page } from './common';

export const projectDetailSchema = z.object({
  project: projectSchema,
  modules: z.array(projectModuleSchema),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

export const projectChannels = {
  'projects.list': {
    // Most recently changed first, a page at a time; `text` filters by title.
    request: z.strictObject({
      text: z.string().max(200).optional(),
      limit: z.number().int().min(1).max(500).optional(),
      offset: z.number().int().min(0).optional(),
    }),
    response: page(projectSchema),
  },
  'projects.get': { request: z.strictObject({ id }), response: projectDetailSchema },
  'modules.patch': {
    request: z.strictObject({
      projectId: id,
      moduleKey: z.string().min(1),
      body: modulePatchSchema,
    }),
    response: projectModuleSchema,
  },
} as const;
