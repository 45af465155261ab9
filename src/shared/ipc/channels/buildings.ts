import { z } from 'zod';
import { buildingCreateSchema, buildingSchema } from '../../api';

export const buildingChannels = {
  'buildings.create': {
    request: z.strictObject({ body: buildingCreateSchema }),
    response: buildingSchema,
  },
} as const;
