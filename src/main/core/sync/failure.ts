import { StoreFullError } from '../store/errors';
import { ApiError } from '../api/errors';
import { CoreError } from '../errors';

/** A failure as the user reads it: a code the renderer words, with what the sentence needs. */
export interface FailureReason {
  code: string;
  params: Record<string, string | number>;
}

/**
 * Why a sync or a write failed, for the status line and the outbox (DESIGN.md decision 13: the
 * renderer words it). The detail is the technical cause, for the curious; never a key.
 */
export function retryReason(error: unknown): FailureReason {
  if (error instanceof ApiError) {
    const detail = error.message.slice(0, 300);
    switch (error.kind) {
      case 'auth':
        return error.status === 403
          ? { code: 'auth_access_not_granted', params: { detail } }
          : { code: 'auth_invalid_key', params: { detail } };
      case 'network':
        if (error.code === 'unexpected_answer')
          return { code: 'unexpected_answer', params: { status: error.status ?? 0, detail } };
        return /did not answer in time/.test(error.message)
          ? { code: 'network_timeout', params: { detail } }
          : { code: 'network_unreachable', params: { detail } };
      case 'server':
        return { code: 'server_error', params: { status: error.status ?? 0, detail } };
      case 'rate-limited':
        return { code: 'rate_limited', params: { detail } };
      case 'protocol':
        return { code: 'protocol_error', params: { detail } };
      default:
        return { code: 'internal', params: { detail } };
    }
  }
  const full = StoreFullError.from(error);
  if (full) return { code: full.code, params: full.params };
  if (error instanceof CoreError) return { code: error.code, params: error.params };
  return {
    code: 'internal',
    params: { detail: error instanceof Error ? error.message : String(error) },
  };
}

/** The same, as one English line for logs and the command line. */
export function describeFailure(error: unknown): string {
  if (error instanceof ApiError) {
    switch (error.kind) {
      case 'auth':
        return error.status === 403
          ? `The workspace refused access (${error.message}). API access may not be granted yet; check the key.`
          : `The API key was not accepted (${error.message}). Enter a valid key to resume sync.`;
      case 'network':
        return `The workspace server can't be reached (${error.message}). Your changes are kept and will be sent later.`;
      case 'server':
        return `The workspace server had a problem (HTTP ${error.status}: ${error.message}). Retrying later.`;
      case 'rate-limited':
        return `The workspace server asked us to slow down (${error.message}). Retrying later.`;
      default:
        return error.message;
    }
  }
  return error instanceof Error ? error.message : String(error);
}
