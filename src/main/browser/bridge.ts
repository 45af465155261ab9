import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { photoAddMaxBodyBytes } from '../../shared/ipc/contract';
import { ipcPartsContentType, ipcRequestOfParts } from '../../shared/ipc/parts';
import { dispatch, type EventSink, type HandlerMap } from '../ipc/handlers';

/*
 * Browser mode transport of the IPC contract (DESIGN.md decision 3): HTTP for calls, Server-Sent
 * Events for the change and status stream, on 127.0.0.1 only, every call carrying the per-launch
 * token. The built renderer is served from the same origin, so the page needs no CORS.
 */

export interface BridgeOptions {
  /** The channels this bridge answers (WorkspaceManager.handlers: all of them). */
  handlers: HandlerMap;
  /** Where the change and status events come from (Session.subscribe). */
  subscribe(sink: EventSink): () => void;
  /** Folder of the built renderer (index.html + assets). */
  rendererDir: string;
  port?: number;
  /** Fixed token for tests; default 32 random bytes. */
  token?: string;
  /** Most event streams open at once (default 8); a new one ends the oldest. */
  maxStreams?: number;
}

export interface RunningBridge {
  /** Base URL, e.g. http://127.0.0.1:41234 */
  url: string;
  token: string;
  /** The URL to open: the token travels in the fragment, which is never sent to a server. */
  appUrl: string;
  close(): Promise<void>;
}

export const maxBodyBytes = 6 * 1024 * 1024;
/**
 * Channels whose bodies may be larger, each bounded: a photo's original crosses once, whole,
 * as bytes, into the attachment store (channels/photos.ts).
 */
const maxBodyBytesOf: Partial<Record<string, number>> = { 'photos.add': photoAddMaxBodyBytes };

class BodyTooLarge extends Error {}
const mime: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};
export const contentSecurityPolicy =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

export async function startBridge(options: BridgeOptions): Promise<RunningBridge> {
  const token = options.token ?? randomBytes(32).toString('base64url');
  // Compared as digests: constant time whatever the presented token's length.
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  const tokenDigest = digest(token);
  const maxStreams = options.maxStreams ?? 8;
  const streams = new Set<ServerResponse>();
  let port = 0;

  const authorized = (presented: string | null | undefined): boolean =>
    typeof presented === 'string' && timingSafeEqual(digest(presented), tokenDigest);

  // Refuses other hosts (DNS rebinding) and cross-site callers before anything else.
  const sameOrigin = (req: IncomingMessage): boolean => {
    const allowed = [`127.0.0.1:${port}`, `localhost:${port}`];
    if (!allowed.includes(req.headers.host ?? '')) return false;
    const origin = req.headers.origin;
    return origin === undefined || allowed.some((h) => origin === `http://${h}`);
  };

  const server = createServer({ requestTimeout: 60_000, headersTimeout: 20_000 }, (req, res) => {
    void route(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: String(error) });
      else res.end();
    });
  });

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!sameOrigin(req))
      return sendJson(res, 403, { error: 'This bridge only answers its own page on 127.0.0.1.' });
    let url: URL;
    let pathname: string;
    try {
      url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return sendJson(res, 400, { error: 'Malformed request path.' });
    }

    if (url.pathname.startsWith('/ipc/')) {
      if (req.method !== 'POST') return sendJson(res, 405, { error: 'Use POST for IPC calls.' });
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!authorized(bearer)) return sendJson(res, 401, unauthorized);
      const channel = pathname.slice('/ipc/'.length);
      const limit = maxBodyBytesOf[channel] ?? maxBodyBytes;
      let body: Buffer;
      try {
        body = await readBody(req, limit);
      } catch (error) {
        if (!(error instanceof BodyTooLarge)) throw error;
        res.setHeader('Connection', 'close');
        return sendJson(res, 413, {
          ok: false,
          error: {
            code: 'invalid_request',
            params: { maxBytes: limit },
            message: `The request body is larger than ${limit} bytes.`,
          },
        });
      }
      let request: unknown;
      try {
        request =
          req.headers['content-type'] === ipcPartsContentType
            ? ipcRequestOfParts(body)
            : body.length
              ? JSON.parse(body.toString('utf8'))
              : {};
      } catch {
        return sendJson(res, 200, {
          ok: false,
          error: { code: 'invalid_request', message: 'The request body is not valid JSON.' },
        });
      }
      return sendJson(res, 200, await dispatch(options.handlers, channel, request));
    }

    if (url.pathname === '/events') {
      if (req.method !== 'GET') return sendJson(res, 405, { error: 'Use GET for the events.' });
      // EventSource cannot send headers, so the token comes in the query for this one stream.
      if (!authorized(url.searchParams.get('token'))) return sendJson(res, 401, unauthorized);
      res.writeHead(200, {
        'Content-Type': 'text/event-stream',
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
        Connection: 'keep-alive',
      });
      res.write('retry: 1000\n\n');
      // Bounded: a reloading page leaves its old stream behind; the oldest goes first.
      while (streams.size >= maxStreams) {
        const oldest = streams.values().next().value as ServerResponse;
        streams.delete(oldest);
        oldest.end();
      }
      streams.add(res);
      req.on('close', () => streams.delete(res));
      return;
    }

    if (req.method !== 'GET' && req.method !== 'HEAD')
      return sendJson(res, 405, { error: 'Method not allowed.' });
    return serveFile(res, options.rendererDir, pathname);
  }

  const unsubscribe = options.subscribe((event, payload) => {
    const frame = `event: ${event}\ndata: ${JSON.stringify(payload)}\n\n`;
    for (const stream of streams) stream.write(frame);
  });
  const keepAlive = setInterval(() => {
    for (const stream of streams) stream.write(': keep-alive\n\n');
  }, 15_000);
  keepAlive.unref();

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    token,
    appUrl: `${url}/#token=${token}`,
    async close() {
      clearInterval(keepAlive);
      unsubscribe();
      for (const stream of streams) stream.end();
      streams.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const unauthorized = {
  ok: false,
  error: {
    code: 'unauthorized',
    params: {},
    message: 'The bridge token is missing or wrong. Open the URL printed by npm start.',
  },
};

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.end(text);
}

function readBody(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length'] ?? 0) > maxBytes) {
      req.resume(); // discard, answer 413
      reject(new BodyTooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      if (over) return;
      size += chunk.length;
      if (size > maxBytes) {
        over = true;
        chunks.length = 0;
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/*
 * The build names every script and style sheet after its content (assets/index-Dml22s4u.js), so
 * a name never stands for other bytes: the browser keeps them, and a reload compiles its scripts
 * from the browser's code cache instead of fetching and compiling 1.4 MB again. The page itself
 * (index.html, which names the assets of the current build) is fetched every time.
 */
const hashedAsset = /^assets\/[\w.-]+-[\w-]{8}\.(js|css)$/;
const cacheControlOf = (relative: string): string =>
  hashedAsset.test(relative.split(sep).join('/'))
    ? 'public, max-age=31536000, immutable'
    : 'no-store';

async function serveFile(res: ServerResponse, root: string, pathname: string): Promise<void> {
  const relative = normalize(pathname).replace(/^([/\\])+/, '');
  let file = join(root, relative || 'index.html');
  if (!file.startsWith(normalize(root + sep)) && file !== normalize(root)) {
    return sendJson(res, 404, { error: 'Not found.' });
  }
  const info = await stat(file).catch(() => undefined);
  // Unknown paths get the app shell, so a reload on any view works.
  const found = !!info && !info.isDirectory();
  if (!found) file = join(root, 'index.html');
  const content = await readFile(file).catch(() => undefined);
  if (!content) {
    return sendJson(res, 404, {
      error: `The renderer is not built (${root}). Run npm start, which builds it.`,
    });
  }
  res.writeHead(200, {
    'Content-Type': mime[extname(file)] ?? 'application/octet-stream',
    'Content-Security-Policy': contentSecurityPolicy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    'Cache-Control': found ? cacheControlOf(relative) : 'no-store',
  });
  res.end(content);
}
