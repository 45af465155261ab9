import type Database from 'better-sqlite3';
import {
  DummyDriver,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type Compilable,
} from 'kysely';
import type { ChangeFeed } from './change-feed';
import type { StoreSchema } from './schema';

/**
 * Kysely builds and types the queries; better-sqlite3 runs them synchronously, so a transaction is
 * a plain function call (`transaction(fn)`) and never spans an await.
 */
export class Sql {
  readonly q: Kysely<StoreSchema>;
  private readonly statements = new Map<string, Database.Statement>();
  /** Run inside every outermost transaction, just before it commits (the search index). */
  private readonly beforeCommit: (() => void)[] = [];
  /**
   * One transaction function for every call (better-sqlite3 makes a savepoint of a nested
   * call): making one per call built its wrappers each time, on the push's per-answer path.
   */
  private readonly inTransaction: <T>(fn: () => T) => T;

  constructor(
    readonly db: Database.Database,
    /** Told when the outermost transaction commits (the store's change feed). */
    private readonly feed?: ChangeFeed,
  ) {
    this.inTransaction = db.transaction((fn: () => unknown) => fn()) as <T>(fn: () => T) => T;
    this.q = new Kysely<StoreSchema>({
      dialect: {
        createAdapter: () => new SqliteAdapter(),
        createDriver: () => new DummyDriver(),
        createIntrospector: (k) => new SqliteIntrospector(k),
        createQueryCompiler: () => new SqliteQueryCompiler(),
      },
    });
  }

  prepare(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  all<R>(query: Compilable<R>): R[] {
    const { sql, parameters } = query.compile();
    return this.prepare(sql).all(...parameters) as R[];
  }

  first<R>(query: Compilable<R>): R | undefined {
    const { sql, parameters } = query.compile();
    return this.prepare(sql).get(...parameters) as R | undefined;
  }

  run(query: Compilable<unknown>): Database.RunResult {
    const { sql, parameters } = query.compile();
    return this.prepare(sql).run(...parameters);
  }

  transaction<T>(fn: () => T): T {
    const body =
      this.beforeCommit.length && !this.db.inTransaction
        ? () => {
            const result = fn();
            for (const hook of this.beforeCommit) hook();
            return result;
          }
        : fn;
    if (!this.feed) return this.inTransaction(body);
    return this.feed.within(() => this.inTransaction(body));
  }

  /** `hook` runs inside every outermost transaction before its commit (in the same one). */
  onBeforeCommit(hook: () => void): void {
    this.beforeCommit.push(hook);
  }

  /**
   * A transaction of what the user typed (edits, discards, conflict choices): its commit is
   * synced to disk before it returns (`synchronous = FULL`), so a power cut can't take it. The
   * connection otherwise runs `NORMAL` (WAL: safe against a crash of the app, while a power cut
   * may lose the last commits): server data and acknowledgements can always be fetched or sent
   * again, and syncing each of their commits would double the cost of a sync (bench/README.md).
   */
  durableTransaction<T>(fn: () => T): T {
    if (this.db.inTransaction) return this.transaction(fn);
    this.db.pragma('synchronous = FULL');
    try {
      return this.transaction(fn);
    } finally {
      this.db.pragma('synchronous = NORMAL');
    }
  }
}
