import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openStore } from '../../../src/main/core/store';
import { tempDirsPerTest } from './fixtures';

/*
 * Issue 21: a crash leaves 5 creates in the WAL with one damaged byte in the last frame; SQLite's
 * recovery keeps 4 and quick_check says ok. The store notices what recovery dropped.
 */

const temp = tempDirsPerTest();

/** The database and its WAL as a crash would leave them, in `to` (the store stays open). */
function crashCopy(from: string, to: string): void {
  copyFileSync(`${from}-wal`, `${to}-wal`);
  copyFileSync(from, to);
}

describe('a damaged WAL', () => {
  it('says how many committed transactions recovery dropped', () => {
    const { dir, file } = temp();
    const store = openStore(file);
    for (let i = 1; i <= 5; i++) store.createContact({ fields: { lastName: `Kunde ${i}` } });
    const crashed = join(dir, 'crashed.db');
    crashCopy(file, crashed);
    const intact = join(dir, 'intact.db');
    crashCopy(file, intact);
    store.close();

    // One byte of the last frame's page is damaged.
    const wal = readFileSync(`${crashed}-wal`);
    const at = wal.length - 100;
    wal.writeUInt8(wal.readUInt8(at) ^ 0xff, at);
    writeFileSync(`${crashed}-wal`, wal);

    const damaged = openStore(crashed);
    try {
      expect(damaged.listOutbox()).toHaveLength(4);
      expect(damaged.walDamage).toEqual({ lostTransactions: 1, lostFrames: expect.any(Number) });
    } finally {
      damaged.close();
    }
    const whole = openStore(intact);
    try {
      expect(whole.listOutbox()).toHaveLength(5);
      expect(whole.walDamage).toBeNull();
    } finally {
      whole.close();
    }
  });
});
