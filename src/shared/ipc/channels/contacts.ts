import { z } from 'zod';
import {
  buildingSchema,
  contactCreateSchema,
  contactPatchSchema,
  contactSchema,
  contactStatuses,
  dealSchema,
  id,
  projectSchema,
} from '../../api';
import { page } from './common';

export const contactDetailSchema = z.object({
  contact: contactSchema,
  buildings: z.array(buildingSchema),
  deals: z.array(dealSchema),
  projects: z.array(projectSchema),
});
export type ContactDetail = z.infer<typeof contactDetailSchema>;

export const contactChannels = {
  'contacts.search': {
    request: z.strictObject({
      text: z.string().max(200),
      limit: z.number().int().min(1).max(500).optional(),
      offset: z.number().int().min(0).optional(),
      /** Only contacts of this status. */
      status: z.enum(contactStatuses).optional(),
    }),
    response: page(contactSchema),
  },
  'contacts.get': { request: z.strictObject({ id }), response: contactDetailSchema },
  'contacts.create': {
    request: z.strictObject({ body: contactCreateSchema }),
    response: contactSchema,
  },
  'contacts.patch': {
    request: z.strictObject({ id, body: contactPatchSchema }),
    response: contactSchema,
  },
} as const;
