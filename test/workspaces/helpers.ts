import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IpcResult } from '../../src/shared/ipc/contract';

export function tempDir(prefix: string): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), `ortstermin-${prefix}-`));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/** The permission bits of a file or folder, e.g. 0o600. */
export const modeOf = (path: string): number => statSync(path).mode & 0o777;

/** Every file under a folder, recursively. */
export function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(path));
    else out.push(path);
  }
  return out;
}

/** Files under a folder whose bytes contain the text (as UTF-8 or UTF-16LE). */
export function filesContaining(dir: string, text: string): string[] {
  const needles = [Buffer.from(text, 'utf8'), Buffer.from(text, 'utf16le')];
  return filesUnder(dir).filter((file) => {
    const bytes = readFileSync(file);
    return needles.some((n) => bytes.includes(n));
  });
}

export interface TinyServer {
  url: string;
  port: number;
  requests: IncomingMessage[];
  close(): Promise<void>;
}

/** A small HTTP server for odd answers (HTML, silence) and as a counting proxy. */
export async function tinyServer(
  handler: (req: IncomingMessage, res: ServerResponse) => void | Promise<void>,
): Promise<TinyServer> {
  const requests: IncomingMessage[] = [];
  const server: Server = createServer((req, res) => {
    requests.push(req);
    void Promise.resolve(handler(req, res)).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Forwards every request to `target` and counts them: what a workspace server really gets. */
export function countingProxy(target: string): Promise<TinyServer> {
  return tinyServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers))
      if (typeof v === 'string' && k !== 'host' && k !== 'connection' && k !== 'content-length')
        headers[k] = v;
    const answer = await fetch(target + (req.url ?? '/'), {
      method: req.method,
      headers,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    const body = Buffer.from(await answer.arrayBuffer());
    res.writeHead(answer.status, {
      'content-type': answer.headers.get('content-type') ?? 'application/json',
    });
    res.end(body);
  });
}

/** A port nobody listens on (taken and released again). */
export async function closedPort(): Promise<number> {
  const server = await tinyServer((_req, res) => void res.end());
  await server.close();
  return server.port;
}

export function value<T = unknown>(result: IpcResult<unknown>): T {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value as T;
}

export function failure(result: IpcResult<unknown>) {
  if (result.ok) throw new Error(`expected an error, got ${JSON.stringify(result.value)}`);
  return result.error;
}
