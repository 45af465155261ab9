import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { retryReason } from '../../../src/main/core/sync/failure';
import { toIpcError } from '../../../src/main/ipc/errors';

/*
 * A full disk is said as such, not as "worker failed: undefined". SQLite's SQLITE_FULL crosses as
 * disk_full, for a write the user made and for a sync alike (worded in the errors catalogue:
 * what happened, and that nothing typed is lost).
 */

function diskFullError(): unknown {
  const db = new Database(':memory:');
  db.exec('CREATE TABLE notes (text TEXT)');
  const pages = db.pragma('page_count', { simple: true }) as number;
  db.pragma(`max_page_count = ${pages}`);
  try {
    db.prepare('INSERT INTO notes VALUES (?)').run('x'.repeat(100_000));
  } catch (error) {
    return error;
  } finally {
    db.close();
  }
  throw new Error('the write fit');
}

describe('a full disk', () => {
  it('crosses as disk_full from a write and from a sync', () => {
    const error = diskFullError();
    expect(error).toMatchObject({ code: 'SQLITE_FULL' });
    expect(toIpcError('contacts.create', error)).toMatchObject({
      code: 'disk_full',
      message: expect.stringContaining('nothing typed is lost'),
    });
    expect(retryReason(error)).toMatchObject({ code: 'disk_full' });
  });
});
