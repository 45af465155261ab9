import { z } from 'zod';
import { buildingCreateSchema, buildingSchema, contactSchema, id, projectSchema } from '../../api';

export const buildingDetailSchema = z.object({
  building: buildingSchema,
  /** The owner; null when this device does not have it (not synced yet). */
  contact: contactSchema.nullable(),
  projects: z.array(projectSchema),
});
export type BuildingDetail = z.infer<typeof buildingDetailSchema>;

export const buildingChannels = {
  'buildings.create': {
    request: z.strictObject({ body: buildingCreateSchema }),
    response: buildingSchema,
  },
  'buildings.get': { request: z.strictObject({ id }), response: buildingDetailSchema },
} as const;
