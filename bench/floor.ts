/**
 * The physical floor of the initial sync and of the push, in its own process:
 * - initial: the same GET requests the sync makes (same pages, same per-project reads with the
 *   same concurrency), JSON.parse, and INSERTs of the same rows (same tables, same row mapping)
 *   with prepared statements in transactions of 5,000 rows. No validation, no merge, no
 *   bookkeeping, and no overlap: each page is read, then written, then the next is asked for.
 * - push: the same PATCH requests the push sends, one after another, nothing else.
 * argv: initial BASE_URL API_KEY DB_PATH | push BASE_URL API_KEY IDS_FILE
 */
import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import { openStore } from '../src/main/core/store';
import {
  buildingRows,
  contactRows,
  dealRows,
  dealStageRows,
  moduleRows,
  projectRows,
  pvPlanRows,
} from '../src/main/core/store/rows';

const [mode, baseUrl, apiKey, target] = process.argv.slice(2) as [string, string, string, string];
const headers = { authorization: `Bearer ${apiKey}` };
const get = async (path: string) => {
  const response = await fetch(baseUrl + path, { headers });
  return JSON.parse(await response.text()) as {
    data: Record<string, unknown>[];
    hasMore?: boolean;
  };
};

async function initialFloor(): Promise<{ seconds: number; records: number; requests: number }> {
  openStore(target).close(); // the same tables, created before the clock starts
  const db = new Database(target);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  const inserters = new Map<string, Database.Statement>();
  const statementFor = (table: string, row: object) => {
    let statement = inserters.get(table);
    if (!statement) {
      const columns = Object.keys(row);
      statement = db.prepare(
        `INSERT OR REPLACE INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`,
      );
      inserters.set(table, statement);
    }
    return statement;
  };
  // Rows wait here and go in large transactions (5,000 rows each), not one per answer.
  let waiting: [table: string, row: object][] = [];
  const flush = db.transaction(() => {
    for (const [table, row] of waiting) statementFor(table, row).run(row);
    waiting = [];
  });
  const insert = (table: string, rows: object[]) => {
    for (const row of rows) waiting.push([table, row]);
    if (waiting.length >= 5000) flush();
  };

  let records = 0;
  let requests = 0;
  const started = performance.now();
  const stages = await get('/v1/deal-stages');
  requests++;
  insert(
    'deal_stages',
    stages.data.map((s) => dealStageRows.toRow(s as never)),
  );
  records += stages.data.length;
  const lists = [
    ['contacts', 'contacts', contactRows.toRow],
    ['buildings', 'buildings', buildingRows.toRow],
    ['deals', 'deals', dealRows.toRow],
    ['projects', 'projects', projectRows.toRow],
  ] as const;
  const projectIds: string[] = [];
  for (const [path, table, toRow] of lists) {
    for (let offset = 0; ; offset += 500) {
      const extra = path === 'deals' ? '&includeArchived=true' : '';
      const page = await get(`/v1/${path}?limit=500&offset=${offset}${extra}`);
      requests++;
      insert(
        table,
        page.data.map((r) => toRow(r as never)),
      );
      records += page.data.length;
      if (path === 'projects') projectIds.push(...page.data.map((p) => p.id as string));
      if (!page.hasMore) break;
    }
  }
  let next = 0;
  const lane = async () => {
    while (next < projectIds.length) {
      const id = projectIds[next++]!;
      const modules = await get(`/v1/projects/${id}/modules`);
      insert(
        'project_modules',
        modules.data.map((m) => moduleRows.toRow(m as never)),
      );
      const plans = await get(`/v1/projects/${id}/pv-plans`);
      requests += 2;
      records += modules.data.length + plans.data.length;
      for (const plan of plans.data) {
        const full = (await get(`/v1/pv-plans/${plan.id as string}`)) as unknown as Record<
          string,
          unknown
        >;
        requests++;
        insert('pv_plans', [pvPlanRows.toRow(full as never)]);
      }
    }
  };
  await Promise.all(Array.from({ length: 6 }, lane));
  flush();
  const seconds = (performance.now() - started) / 1000;
  db.close();
  return { seconds, records, requests };
}

async function pushFloor(): Promise<{ seconds: number; writes: number }> {
  const ids = JSON.parse(readFileSync(target, 'utf8')) as string[];
  const started = performance.now();
  for (const [i, id] of ids.entries()) {
    const response = await fetch(`${baseUrl}/v1/deals/${id}`, {
      method: 'PATCH',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ value: 20_000 + i }),
    });
    await response.text();
  }
  return { seconds: (performance.now() - started) / 1000, writes: ids.length };
}

const result = mode === 'initial' ? await initialFloor() : await pushFloor();
process.stdout.write(JSON.stringify(result) + '\n');
