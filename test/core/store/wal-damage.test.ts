import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openCore } from '../../../src/main/core';
import { openStore } from '../../../src/main/core/store';
import { createHandlers, dispatch } from '../../../src/main/ipc/handlers';
import { tempDirsPerTest } from './fixtures';

/*
 * A crash leaves 5 creates in the WAL with one damaged byte in the last frame; SQLite's
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

    const damaged = openStore(crashed, { clock: () => new Date('2026-11-25T08:00:00Z') });
    try {
      expect(damaged.listOutbox()).toHaveLength(4);
      expect(damaged.walDamage).toEqual({ lostTransactions: 1, lostFrames: expect.any(Number) });
      expect(damaged.dataLoss()).toEqual({
        lostTransactions: 1,
        detectedAt: '2026-11-25T08:00:00.000Z',
      });
    } finally {
      damaged.close();
    }
    // The notice outlives a restart until the user has read it; then it is gone for good.
    const reopened = openStore(crashed);
    try {
      expect(reopened.walDamage).toBeNull();
      expect(reopened.dataLoss()).toMatchObject({ lostTransactions: 1 });
      reopened.dismissDataLoss();
      expect(reopened.dataLoss()).toBeNull();
    } finally {
      reopened.close();
    }
    const afterReading = openStore(crashed);
    try {
      expect(afterReading.dataLoss()).toBeNull();
    } finally {
      afterReading.close();
    }
    const whole = openStore(intact);
    try {
      expect(whole.listOutbox()).toHaveLength(5);
      expect(whole.walDamage).toBeNull();
      expect(whole.dataLoss()).toBeNull();
    } finally {
      whole.close();
    }
  });

  it('is told in the sync status until the user has read it', async () => {
    const { dir, file } = temp();
    const store = openStore(file);
    for (let i = 1; i <= 3; i++) store.createContact({ fields: { lastName: `Kunde ${i}` } });
    const crashed = join(dir, 'crashed.db');
    crashCopy(file, crashed);
    store.close();
    const wal = readFileSync(`${crashed}-wal`);
    wal.writeUInt8(wal.readUInt8(wal.length - 100) ^ 0xff, wal.length - 100);
    writeFileSync(`${crashed}-wal`, wal);

    const core = openCore({ dbPath: crashed, baseUrl: 'http://127.0.0.1:9', apiKey: 'k' });
    try {
      const handlers = createHandlers(core);
      const status = await dispatch(handlers, 'sync.status', {});
      expect(status).toMatchObject({
        ok: true,
        value: { dataLoss: { lostTransactions: 1, detectedAt: expect.any(String) } },
      });
      const read = await dispatch(handlers, 'sync.dismissDataLoss', {});
      expect(read).toMatchObject({ ok: true, value: { dataLoss: null } });
      expect(await dispatch(handlers, 'sync.status', {})).toMatchObject({
        value: { dataLoss: null },
      });
    } finally {
      await core.close();
    }
  });
});
