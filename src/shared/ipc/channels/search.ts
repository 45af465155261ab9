import { z } from 'zod';
import { buildingSchema, contactSchema, dealSchema, projectSchema } from '../../api';

/** What the global search (Ctrl+K) found: a few records of each kind, newest first. */
export const globalSearchResultSchema = z.object({
  contacts: z.array(contactSchema),
  buildings: z.array(buildingSchema),
  deals: z.array(dealSchema),
  projects: z.array(projectSchema),
});
export type GlobalSearchResult = z.infer<typeof globalSearchResultSchema>;

export const searchChannels = {
  /**
   * Contacts, buildings, deals and projects matching what was typed: every word a prefix, in any
   * order, umlauts and ß as typed (src/shared/search/fold.ts).
   */
  'search.global': {
    request: z.strictObject({
      text: z.string().max(200),
      /** Records per kind (default 5). */
      perKind: z.number().int().min(1).max(20).optional(),
    }),
    response: globalSearchResultSchema,
  },
} as const;
