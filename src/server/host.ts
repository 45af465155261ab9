import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors';

export interface HostCheckOptions {
  /** Exact `host[:port]` values of the Host header (case-insensitive). */
  allowedHosts?: readonly string[];
  /** Host names (`127.0.0.1`, `localhost`, `::1`) allowed with the port this server listens on. */
  allowedHostNames?: readonly string[];
}

/** `::1` → `[::1]`, lower case; Host headers carry IPv6 addresses in brackets. */
function normalizeName(name: string): string {
  const lower = name.trim().toLowerCase();
  return lower.includes(':') && !lower.startsWith('[') ? `[${lower}]` : lower;
}

/**
 * Refuses with 421 host_not_allowed every request whose Host header is not allowed, before chaos
 * and auth, when either list is given (protection against DNS rebinding: a page served from
 * evil.example that resolves to 127.0.0.1 sends `Host: evil.example:PORT`). No lists: any Host.
 */
export function installHostCheck(app: FastifyInstance, options: HostCheckOptions): void {
  const exact = new Set((options.allowedHosts ?? []).map((h) => h.trim().toLowerCase()));
  const names = new Set((options.allowedHostNames ?? []).map(normalizeName));
  if (options.allowedHosts === undefined && options.allowedHostNames === undefined) return;

  app.addHook('onRequest', async (request) => {
    const host = request.headers.host;
    if (host !== undefined) {
      const presented = host.trim().toLowerCase();
      if (exact.has(presented)) return;
      // The port this connection came in on: the real one even when started with port 0.
      const port = request.raw.socket.localPort;
      const match = /^(\[[^\]]*\]|[^:]*)(?::(\d+))?$/.exec(presented);
      if (match && names.has(match[1] as string)) {
        const given = match[2] === undefined ? 80 : Number(match[2]);
        if (given === port) return;
      }
    }
    throw new ApiError(
      421,
      'host_not_allowed',
      host === undefined
        ? 'The request has no Host header; this server answers only to its allowed hosts.'
        : `This server does not answer to Host "${host}"; use one of its allowed hosts.`,
    );
  });
}
