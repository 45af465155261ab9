import { z } from 'zod';

/* Schemas every channel group uses. */

export const empty = z.strictObject({});
export const ok = z.object({ ok: z.literal(true) });

/** The params of a coded error or issue: worded by the renderer (DESIGN.md decision 13). */
export const errorParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
/** An error as data: a stable code from the catalogue (result.ts) and what its sentence needs. */
export const codedErrorSchema = z.object({ code: z.string(), params: errorParamsSchema });
export type CodedError = z.infer<typeof codedErrorSchema>;

/** One page of a list: the rows and whether more exist after them. */
export const page = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), hasMore: z.boolean() });
