import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cliCore } from '../../src/main/cli/core';
import { dispatch } from '../../src/main/ipc/handlers';
import type { CoreWorkerHost } from '../../src/main/worker/host';
import { runningCoreWorker } from '../support/core-workers';
import { tempDir } from '../sync/helpers';

/* The CLI's core worker (cli/core.ts) and what the CLI needs of the host beyond the app's use. */

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function started(): Promise<{
  core: CoreWorkerHost;
  file: string;
  log: string[];
  /** Ends the core's worker at once, as a crash would. */
  crash(): Promise<number>;
}> {
  const tmp = tempDir();
  const file = join(tmp.dir, 'local.sqlite');
  const log: string[] = [];
  const core = cliCore(file, { log: (line) => log.push(line) });
  cleanups.push(tmp.cleanup, () => core.close());
  await core.start();
  return { core, file, log, crash: () => runningCoreWorker(tmp.dir).terminate() };
}

describe('the CLI core worker', () => {
  it('reads the outbox with its bookkeeping, which the contract view leaves out', async () => {
    const { core } = await started();
    await core.call('contacts.create', { body: { fields: { lastName: 'Roh' } } });
    const [entry] = await core.read('outbox');
    expect(entry).toMatchObject({ resource: 'contacts', op: 'create', state: 'queued' });
    expect(entry).toHaveProperty('idempotencyKey', expect.any(String));
    expect(entry).toHaveProperty('attemptedAt', null);
    // The app's view, as `dispatch` checks it against the contract: without the bookkeeping.
    const list = await dispatch(
      { 'outbox.list': (request) => core.call('outbox.list', request) as never },
      'outbox.list',
      {},
    );
    expect(list.ok && list.value).toMatchObject({ data: [{ seq: entry!.seq }] });
    expect(list.ok && (list.value as { data: object[] }).data[0]).not.toHaveProperty(
      'idempotencyKey',
    );
    const dump = await core.read('dump');
    expect(dump.contacts).toHaveLength(1);
  });

  it('closes a worker that is restarting after a crash instead of leaving it running', async () => {
    const { core, crash } = await started();
    await crash();
    await core.close();
    await expect(core.call('sync.status', {})).rejects.toMatchObject({ code: 'core_restarted' });
  });

  it('says when a crashed worker cannot come back (the database is gone)', async () => {
    const { core, file, log, crash } = await started();
    const gaveUp = new Promise<{ reason: string }>((resolve) =>
      core.once('restartFailed', resolve),
    );
    // The file is replaced by a folder of that name: the new worker cannot open it.
    rmSync(file);
    mkdirSync(file);
    await crash();
    expect((await gaveUp).reason).toMatch(/unable to open database file/);
    expect(log.join('\n')).toMatch(/the worker exited unexpectedly[\s\S]*could not restart/);
  });
});
