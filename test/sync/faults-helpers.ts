import { createServer } from 'node:http';
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

/**
 * A proxy in front of the server that forwards everything but holds the answer of the first
 * request `hold` picks (the server has stored it): while `held()` is set, a test knows the write
 * landed and its answer is on the way, and can kill the app; `held()()` then drops the answer.
 */
export async function holdingProxy(
  serverUrl: string,
  hold: (method: string) => boolean,
): Promise<{ url: string; held(): (() => void) | null; close(): Promise<void> }> {
  let release: (() => void) | null = null;
  let holding = false;
  const proxy = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const upstream = await fetch(serverUrl + req.url, {
        method: req.method,
        headers: req.headers as Record<string, string>,
        body: req.method === 'GET' ? undefined : Buffer.concat(chunks),
      });
      const body = Buffer.from(await upstream.arrayBuffer());
      if (!holding && hold(req.method ?? 'GET')) {
        holding = true;
        await new Promise<void>((resolve) => (release = resolve));
        res.destroy();
        return;
      }
      res.writeHead(upstream.status, { 'content-type': 'application/json' }).end(body);
    });
  });
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
  const { port } = proxy.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    held: () => release,
    close: () => new Promise<void>((r) => proxy.close(() => r())),
  };
}
