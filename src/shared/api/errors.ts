import { z } from 'zod';

/**
 * Error body of the reference server. workspace-api.md leaves the shape open, so clients must
 * cope with any body (DESIGN.md): parse with `apiErrorBodySchema.safeParse` and fall back.
 */
export const apiErrorCodes = [
  'validation_failed',
  'malformed_json',
  'payload_too_large',
  'unauthorized',
  'api_access_not_granted',
  'not_found',
  'module_locked',
  'idempotency_key_reused',
  'rate_limited',
  'unavailable',
  'internal',
] as const;
export type ApiErrorCode = (typeof apiErrorCodes)[number];

export const apiErrorIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
  /** What is wrong, for wording in the user's language: the zod issue code (too_big, …). */
  code: z.string().optional(),
  /** The bound or the expected values, e.g. { maximum: 200, origin: 'string' }. */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ApiErrorIssue = z.infer<typeof apiErrorIssueSchema>;

export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/**
 * Turns zod issues into readable lines that name the field and the bound,
 * e.g. `title: must be at most 200 characters`.
 */
export function describeIssues(error: z.ZodError): ApiErrorIssue[] {
  return error.issues.map((issue) => {
    // A refinement names its own code (too_deep, not_finite, forbidden_key) in its params.
    const { code: own, ...ownParams } = (issue.code === 'custom' ? issue.params : undefined) ?? {};
    return {
      path: issue.path.length ? issue.path.map(String).join('.') : '(body)',
      message: issueMessage(issue),
      code: typeof own === 'string' ? own : issue.code,
      params:
        typeof own === 'string'
          ? (ownParams as Record<string, string | number>)
          : issueParams(issue),
    };
  });
}

/** The numbers and names an issue's sentence needs, so the renderer can word it in German. */
function issueParams(issue: z.core.$ZodIssue): Record<string, string | number> {
  switch (issue.code) {
    case 'too_big':
      return { origin: String(issue.origin), maximum: Number(issue.maximum) };
    case 'too_small':
      return { origin: String(issue.origin), minimum: Number(issue.minimum) };
    case 'invalid_type':
      return { expected: String(issue.expected) };
    case 'invalid_value':
      return { values: issue.values.map((v) => String(v)).join(', ') };
    case 'invalid_format':
      return { format: String(issue.format) };
    case 'unrecognized_keys':
      return { keys: issue.keys.join(', ') };
    default:
      return {};
  }
}

function issueMessage(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'too_big':
      return issue.origin === 'string'
        ? `must be at most ${String(issue.maximum)} characters`
        : issue.origin === 'array'
          ? `must have at most ${String(issue.maximum)} items`
          : `must be at most ${String(issue.maximum)}`;
    case 'too_small':
      return issue.origin === 'string'
        ? `must be at least ${String(issue.minimum)} character${Number(issue.minimum) === 1 ? '' : 's'}`
        : issue.origin === 'array'
          ? `must have at least ${String(issue.minimum)} items`
          : `must be at least ${String(issue.minimum)}`;
    case 'invalid_type':
      return `must be ${issue.expected}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'unrecognized_keys':
      return `unknown field${issue.keys.length === 1 ? '' : 's'} ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
    default:
      return issue.message;
  }
}

/** One line for a whole error: `title: must be at most 200 characters; stageId: must be string`. */
export function summarizeIssues(issues: ApiErrorIssue[]): string {
  return issues.map((i) => `${i.path}: ${i.message}`).join('; ');
}
