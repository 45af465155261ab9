import { newId } from './clock';
import type { StoreContext } from './context';

export interface Workspace {
  id: string;
  name: string;
  keyHash: string;
  apiAccess: boolean;
  seed: string | null;
  /** When its key was revoked (the key is refused for good; the data stays), or null. */
  revokedAt: string | null;
}

interface WorkspaceRow {
  id: string;
  name: string;
  key_hash: string;
  api_access: number;
  seed: string | null;
  created_at: string;
  revoked_at: string | null;
}

const toWorkspace = (r: WorkspaceRow): Workspace => ({
  id: r.id,
  name: r.name,
  keyHash: r.key_hash,
  apiAccess: r.api_access === 1,
  seed: r.seed,
  revokedAt: r.revoked_at,
});

export function workspaceStore(ctx: StoreContext) {
  const byKey = ctx.db.prepare<[string], WorkspaceRow>(
    'SELECT * FROM workspaces WHERE key_hash = ?',
  );
  const all = ctx.db.prepare<[], WorkspaceRow>('SELECT * FROM workspaces ORDER BY created_at, id');
  const insert = ctx.db.prepare<[WorkspaceRow]>(
    'INSERT INTO workspaces (id, name, key_hash, api_access, seed, created_at, revoked_at) VALUES (@id, @name, @key_hash, @api_access, @seed, @created_at, @revoked_at)',
  );
  const setAccess = ctx.db.prepare<[number, string]>(
    'UPDATE workspaces SET api_access = ? WHERE id = ?',
  );
  const revoke = ctx.db.prepare<[string, string]>(
    'UPDATE workspaces SET revoked_at = ? WHERE key_hash = ? AND revoked_at IS NULL',
  );
  const revokedHashes = ctx.db.prepare<[], { key_hash: string }>(
    'SELECT key_hash FROM workspaces WHERE revoked_at IS NOT NULL',
  );
  const setKey = ctx.db.prepare<[string, string]>(
    'UPDATE workspaces SET key_hash = ?, revoked_at = NULL WHERE id = ?',
  );
  const setSeed = ctx.db.prepare<[string, string]>('UPDATE workspaces SET seed = ? WHERE id = ?');
  return {
    all(): Workspace[] {
      return all.all().map(toWorkspace);
    },
    /** The workspace of a key hash, or undefined. */
    byKeyHash(keyHash: string): Workspace | undefined {
      const row = byKey.get(keyHash);
      return row && toWorkspace(row);
    },
    /** Marks a key revoked for good; true when it was known and not revoked yet. */
    revoke(keyHash: string): boolean {
      return revoke.run(ctx.clock.now(), keyHash).changes > 0;
    },
    /** Gives a workspace a new key; its old key no longer opens it (it becomes unknown). */
    rekey(id: string, keyHash: string): void {
      setKey.run(keyHash, id);
    },
    revokedKeyHashes(): string[] {
      return revokedHashes.all().map((r) => r.key_hash);
    },
    /**
     * The workspace of a key hash, created on first sight; `created` tells whether it is new.
     * The caller refuses revoked keys first (see `byKeyHash`).
     */
    ensure(
      keyHash: string,
      apiAccess: boolean,
      name: string,
    ): { workspace: Workspace; created: boolean } {
      const found = byKey.get(keyHash);
      if (found) {
        if ((found.api_access === 1) !== apiAccess) setAccess.run(apiAccess ? 1 : 0, found.id);
        return { workspace: { ...toWorkspace(found), apiAccess }, created: false };
      }
      const row: WorkspaceRow = {
        id: newId('ws'),
        name,
        key_hash: keyHash,
        api_access: apiAccess ? 1 : 0,
        seed: null,
        created_at: ctx.clock.now(),
        revoked_at: null,
      };
      insert.run(row);
      return { workspace: toWorkspace(row), created: true };
    },
    markSeeded(id: string, seed: string): void {
      setSeed.run(seed, id);
    },
  };
}
