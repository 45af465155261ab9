/**
 * A fetch between the core and the reference server that lets a test act at one request: answer
 * it itself (429, a dropped connection) or drop the server's answer after it committed, and let
 * the office write in between. Every other request passes through unchanged.
 */
export type Interception = (
  request: { method: string; url: URL; body: unknown },
  forward: () => Promise<Response>,
) => Promise<Response> | undefined;

export function interceptingFetch(intercept: Interception): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const forward = () => fetch(input, init);
    return (await intercept({ method, url, body }, forward)) ?? forward();
  };
}

/** What fetch throws when the connection drops. */
export const droppedConnection = () => new TypeError('fetch failed: socket hang up');

export const tooManyRequests = (retryAfterSeconds: number): Response =>
  new Response(JSON.stringify({ error: { code: 'rate_limited', message: 'slow down' } }), {
    status: 429,
    headers: { 'content-type': 'application/json', 'retry-after': String(retryAfterSeconds) },
  });
