import type { StoreContext } from './context';

export interface StoredResponse {
  fingerprint: string;
  statusCode: number;
  body: unknown;
}

/** Responses of POSTs sent with an Idempotency-Key, per workspace; kept in SQLite across restarts. */
export function idempotencyKeyStore(ctx: StoreContext) {
  const find = ctx.db.prepare<
    [string, string],
    { fingerprint: string; status_code: number; response: string }
  >(
    'SELECT fingerprint, status_code, response FROM idempotency_keys WHERE workspace_id = ? AND key = ?',
  );
  const insert = ctx.db.prepare<[string, string, string, number, string, string]>(
    'INSERT INTO idempotency_keys (workspace_id, key, fingerprint, status_code, response, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  return {
    find(workspaceId: string, key: string): StoredResponse | undefined {
      const row = find.get(workspaceId, key);
      return (
        row && {
          fingerprint: row.fingerprint,
          statusCode: row.status_code,
          body: JSON.parse(row.response) as unknown,
        }
      );
    },
    save(workspaceId: string, key: string, response: StoredResponse): void {
      insert.run(
        workspaceId,
        key,
        response.fingerprint,
        response.statusCode,
        JSON.stringify(response.body),
        new Date().toISOString(),
      );
    },
  };
}
