import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The workspace of the request's API key; set for every request that passed auth. */
    workspaceId: string;
  }
  interface FastifyContextConfig {
    /**
     * The only way past auth: a route registered with `config: { public: true }`. No route is
     * public today; everything else, unknown paths included, needs a key (default deny).
     */
    public?: boolean;
  }
}

export function hashKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** A key given at this start, with its workspace. */
export interface KeyEntry {
  keyHash: string;
  workspaceId: string;
  apiAccess: boolean;
}

/**
 * The keys of this run: exactly those given at start, never the other workspaces in the database.
 * Compares a presented key against every entry in constant time. `revokedHashes` only choose the
 * message of the 401 (revoked rather than unknown).
 */
export function createKeyring(given: readonly KeyEntry[], revokedHashes: readonly string[] = []) {
  const entries = given.map((e) => ({ hash: Buffer.from(e.keyHash, 'hex'), entry: e }));
  const revoked = new Set(revokedHashes);
  return {
    find(key: string): KeyEntry | 'revoked' | undefined {
      const hash = hashKey(key);
      const presented = Buffer.from(hash, 'hex');
      let match: KeyEntry | undefined;
      for (const { hash: known, entry } of entries) {
        if (timingSafeEqual(known, presented)) match = entry;
      }
      return match ?? (revoked.has(hash) ? 'revoked' : undefined);
    },
    /** Refuses the key from now on; true when it was one of this run's keys. */
    revoke(keyHash: string): boolean {
      revoked.add(keyHash);
      const index = entries.findIndex((e) => e.entry.keyHash === keyHash);
      if (index >= 0) entries.splice(index, 1);
      return index >= 0;
    },
  };
}
export type Keyring = ReturnType<typeof createKeyring>;

/**
 * Authenticates every request whatever its path and its encoding (default deny): the hook runs
 * for all routes and for the not-found handler, and lets a request through only with a key of
 * this run or when its matched route is marked public.
 */
export function installAuth(app: FastifyInstance, keyring: Keyring): void {
  app.decorateRequest('workspaceId', '');
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.public === true) return;
    const header = request.headers.authorization;
    const match = header === undefined ? null : /^Bearer +(\S+) *$/i.exec(header);
    if (!match) {
      throw new ApiError(
        401,
        'unauthorized',
        'Missing or malformed Authorization header; send "Authorization: Bearer <API key>".',
      );
    }
    const found = keyring.find(match[1] as string);
    if (found === 'revoked')
      throw new ApiError(401, 'unauthorized', 'This API key was revoked; use a new key.');
    if (!found)
      throw new ApiError(401, 'unauthorized', 'Unknown API key; check the key in the settings.');
    if (!found.apiAccess) {
      throw new ApiError(
        403,
        'api_access_not_granted',
        'API access has not been granted for this workspace yet; request early access first.',
      );
    }
    request.workspaceId = found.workspaceId;
  });
}
