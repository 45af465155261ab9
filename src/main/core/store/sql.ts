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

  constructor(
    readonly db: Database.Database,
    /** Told when the outermost transaction commits (the store's change feed). */
    private readonly feed?: ChangeFeed,
  ) {
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
    if (!this.feed) return this.db.transaction(fn)();
    return this.feed.within(() => this.db.transaction(fn)());
  }
}
