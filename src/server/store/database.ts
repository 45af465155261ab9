import Database from 'better-sqlite3';
import { migrations } from './migrations';

export type Db = Database.Database;

/**
 * Opens (or creates) the server database and brings its schema up to date. `nativeBinding`: a
 * better-sqlite3 addon built for another runtime (the embedded demo server under Electron).
 */
export function openDatabase(path: string, nativeBinding?: string): Db {
  const db = new Database(path, { nativeBinding });
  if (path !== ':memory:' && path !== '') {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
  }
  migrate(db, path);
  return db;
}

function migrate(db: Db, path: string): void {
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version > migrations.length) {
    throw new Error(
      `Database ${path} has schema version ${version}, newer than this server knows (${migrations.length}). Use a newer server or another --db file.`,
    );
  }
  for (let v = version; v < migrations.length; v++) {
    db.transaction(() => {
      db.exec(migrations[v] as string);
      db.pragma(`user_version = ${v + 1}`);
    })();
  }
}
