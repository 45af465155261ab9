import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors';
import type { Workspace } from './store/workspaces';

declare module 'fastify' {
  interface FastifyRequest {
    /** The workspace of the request's API key; set for every /v1 request that passed auth. */
    workspaceId: string;
  }
}

export function hashKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** Finds the workspace of a presented key, comparing against every known key in constant time. */
export function createKeyring(workspaces: readonly Workspace[]) {
  const entries = workspaces.map((w) => ({ hash: Buffer.from(w.keyHash, 'hex'), workspace: w }));
  return {
    find(key: string): Workspace | undefined {
      const presented = Buffer.from(hashKey(key), 'hex');
      let match: Workspace | undefined;
      for (const entry of entries) {
        if (timingSafeEqual(entry.hash, presented)) match = entry.workspace;
      }
      return match;
    },
  };
}
export type Keyring = ReturnType<typeof createKeyring>;

export function installAuth(app: FastifyInstance, keyring: Keyring): void {
  app.decorateRequest('workspaceId', '');
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/v1/') && request.url !== '/v1') return;
    const header = request.headers.authorization;
    const match = header === undefined ? null : /^Bearer +(\S+) *$/i.exec(header);
    if (!match) {
      throw new ApiError(
        401,
        'unauthorized',
        'Missing or malformed Authorization header; send "Authorization: Bearer <API key>".',
      );
    }
    const workspace = keyring.find(match[1] as string);
    if (!workspace)
      throw new ApiError(401, 'unauthorized', 'Unknown API key; check the key in the settings.');
    if (!workspace.apiAccess) {
      throw new ApiError(
        403,
        'api_access_not_granted',
        'API access has not been granted for this workspace yet; request early access first.',
      );
    }
    request.workspaceId = workspace.id;
  });
}
