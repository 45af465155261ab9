import { newId } from './clock';
import type { StoreContext } from './context';

export interface Workspace {
  id: string;
  name: string;
  keyHash: string;
  apiAccess: boolean;
  seed: string | null;
}

interface WorkspaceRow {
  id: string;
  name: string;
  key_hash: string;
  api_access: number;
  seed: string | null;
  created_at: string;
}

const toWorkspace = (r: WorkspaceRow): Workspace => ({
  id: r.id,
  name: r.name,
  keyHash: r.key_hash,
  apiAccess: r.api_access === 1,
  seed: r.seed,
});

export function workspaceStore(ctx: StoreContext) {
  const byKey = ctx.db.prepare<[string], WorkspaceRow>(
    'SELECT * FROM workspaces WHERE key_hash = ?',
  );
  const all = ctx.db.prepare<[], WorkspaceRow>('SELECT * FROM workspaces ORDER BY created_at, id');
  const insert = ctx.db.prepare<[WorkspaceRow]>(
    'INSERT INTO workspaces (id, name, key_hash, api_access, seed, created_at) VALUES (@id, @name, @key_hash, @api_access, @seed, @created_at)',
  );
  const setAccess = ctx.db.prepare<[number, string]>(
    'UPDATE workspaces SET api_access = ? WHERE id = ?',
  );
  const setSeed = ctx.db.prepare<[string, string]>('UPDATE workspaces SET seed = ? WHERE id = ?');
  return {
    all(): Workspace[] {
      return all.all().map(toWorkspace);
    },
    /** The workspace of a key hash, created on first sight; `created` tells whether it is new. */
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
      };
      insert.run(row);
      return { workspace: toWorkspace(row), created: true };
    },
    markSeeded(id: string, seed: string): void {
      setSeed.run(seed, id);
    },
  };
}
