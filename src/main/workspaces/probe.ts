import type { ConnectionOutcome } from '../../shared/ipc/contract';

export interface ProbeOptions {
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * Tests a workspace's base URL and key: `GET /v1/deal-stages` with the key.
 * 401: wrong key; 403: the key is known but API access is not granted; an HTML page, a redirect
 * or any other answer that is not the API's: not_an_api. The key goes only to that URL (no
 * redirect is followed) and is never part of the outcome.
 */
export async function testConnection(
  baseUrl: string,
  apiKey: string,
  options: ProbeOptions = {},
): Promise<ConnectionOutcome> {
  const fetchImpl = options.fetch ?? fetch;
  const signal = AbortSignal.timeout(options.timeoutMs ?? 8_000);
  let response: Response;
  try {
    response = await fetchImpl(`${baseUrl}/v1/deal-stages`, {
      headers: { Authorization: `Bearer ${apiKey}`, Accept: 'application/json' },
      redirect: 'manual',
      signal,
    });
  } catch (error) {
    return { outcome: isTimeout(error, signal) ? 'timeout' : 'unreachable' };
  }
  const status = response.status;
  let body: unknown = undefined;
  const json = /^application\/(.+\+)?json\b/i.test(response.headers.get('content-type') ?? '');
  try {
    const text = await response.text();
    if (json) body = JSON.parse(text) as unknown;
  } catch (error) {
    if (isTimeout(error, signal)) return { outcome: 'timeout', status };
    body = undefined;
  }
  if (status === 401) return { outcome: 'unauthorized', status };
  if (status === 403) return { outcome: 'forbidden', status };
  const isList =
    body !== null && typeof body === 'object' && Array.isArray((body as { data?: unknown }).data);
  if (status === 200 && isList) return { outcome: 'ok', status };
  return { outcome: 'not_an_api', status };
}

function isTimeout(error: unknown, signal: AbortSignal): boolean {
  if (signal.aborted) return true;
  const name = (error as { name?: string; cause?: { name?: string } } | null)?.name;
  return name === 'TimeoutError' || name === 'AbortError';
}
