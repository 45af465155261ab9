import { apiErrorBodySchema } from '../../../shared/api';

/**
 * How the sync engine must react to a failed request (DESIGN.md decision 7):
 * - network / server: retry with backoff (the write may or may not have reached the server)
 * - rate-limited: wait Retry-After, then retry
 * - auth: pause sync until the key changes
 * - rejected: the server refused this request; keep the write with the reason
 * - protocol: the server answered 2xx with something that is not the documented shape
 */
export type ApiErrorKind = 'network' | 'server' | 'rate-limited' | 'auth' | 'rejected' | 'protocol';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status: number | null = null,
    readonly code: string | null = null,
    readonly details: unknown = undefined,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }

  get retryable(): boolean {
    return this.kind === 'network' || this.kind === 'server' || this.kind === 'rate-limited';
  }
}

/** Builds the ApiError for a non-2xx answer; copes with any body (the error shape is undocumented). */
export function errorFromResponse(
  status: number,
  bodyText: string,
  retryAfterHeader: string | null,
  now: number,
): ApiError {
  let code: string | null = null;
  let message = bodyText.trim().slice(0, 500) || `HTTP ${status}`;
  let details: unknown;
  let json = false;
  try {
    const body: unknown = JSON.parse(bodyText);
    json = typeof body === 'object' && body !== null;
    const parsed = apiErrorBodySchema.safeParse(body);
    if (parsed.success) {
      ({ code, message } = parsed.data.error);
      details = parsed.data.error.details;
    }
  } catch {
    // Not JSON: keep the raw text as the message.
  }
  if (status === 401 || status === 403) return new ApiError('auth', message, status, code, details);
  if (
    status < 400 ||
    (status >= 400 && status < 500 && status !== 408 && status !== 429 && !json)
  ) {
    // A redirect, or an HTML or text page (a captive portal, a proxy), is not the workspace
    // refusing the write: the network's fault, tried again later, never a refusal.
    return new ApiError(
      'network',
      `HTTP ${status} with a body that is not the API's (${message.slice(0, 120)})`,
      status,
      'unexpected_answer',
    );
  }
  if (status === 429) {
    return new ApiError(
      'rate-limited',
      message,
      status,
      code,
      details,
      parseRetryAfter(retryAfterHeader, now),
    );
  }
  if (status >= 500 || status === 408)
    return new ApiError('server', message, status, code, details);
  return new ApiError('rejected', message, status, code, details);
}

/** Retry-After is either delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(header: string | null, now: number): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
