import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server';
import { background, cli, cliProcess } from '../support/cli';
import { ApiPeer, tempDir, type RunningServer } from '../sync/helpers';

const crashHook = join(import.meta.dirname, 'crash-worker-hook.mjs');

// Each CLI call starts the core's worker: a second apiece on a loaded 2-core machine, and a test
// makes up to fourteen of them. Most run in this process (`cli`); the exit codes of each kind
// (done, a mistake in the call, a refused write, a failed sync) and the signals of `--watch` are
// checked on a process of its own (`cliProcess`, `background`), as a shell sees them.
describe('the command line', { timeout: 180_000 }, () => {
  const tmp = tempDir();
  let server: RunningServer;
  const db = () => join(tmp.dir, 'cli.sqlite');
  beforeAll(async () => {
    server = await startServer({ apiKeys: ['key-a'], seed: 'demo' });
  });
  afterAll(async () => {
    await server.close();
    tmp.cleanup();
  });

  it('refuses an invalid write with the reason and queues nothing', async () => {
    const bad = await cli(['queue', '--db', db(), 'contacts', 'create', '{"status":"qualified"}']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/status/);
    const notJson = await cli(['queue', '--db', db(), 'contacts', 'create', '{status']);
    expect(notJson.code).toBe(2);
    expect(notJson.stderr).toMatch(/JSON is not valid/);
    const noOp = await cli(['queue', '--db', db(), 'buildings', 'patch', 'b1', '{}']);
    expect(noOp.code).toBe(2);
    expect(noOp.stderr).toMatch(/buildings can't be patched/);
    const outbox = await cli(['outbox', '--db', db(), '--json']);
    expect(JSON.parse(outbox.stdout)).toEqual([]);
  });

  it('queues a write, syncs it, and dumps the copy in the API field names', async () => {
    const queued = await cli([
      'queue',
      '--db',
      db(),
      'contacts',
      'create',
      '{"fields":{"lastName":"Vogt","marker":"cli"}}',
    ]);
    expect(queued.code).toBe(0);
    const id = queued.stdout.trim().split('\n').at(-1)!;
    expect(id).toMatch(/^local:/);
    expect((await cli(['outbox', '--db', db()])).stdout).toMatch(/queued\s+contacts create/);

    const noKey = await cli(['sync', '--db', db(), '--base-url', server.url]);
    expect(noKey.code).toBe(2);
    expect(noKey.stderr).toMatch(/ORTSTERMIN_API_KEY/);
    const wrongKey = await cli(['sync', '--db', db(), '--base-url', server.url], {
      ORTSTERMIN_API_KEY: 'nope',
    });
    expect(wrongKey.code).toBe(1);
    expect(wrongKey.stderr).toMatch(/API key was not accepted/);

    const synced = await cli(['sync', '--db', db(), '--base-url', server.url, '--json'], {
      ORTSTERMIN_API_KEY: 'key-a',
    });
    expect(synced.code).toBe(0);
    const summary = JSON.parse(synced.stdout.trim().split('\n').at(-1)!);
    expect(summary.pushed).toBe(1);
    expect(summary.received.contacts).toBeGreaterThan(10);

    const dump = JSON.parse((await cli(['dump', '--db', db()])).stdout);
    expect(Object.keys(dump)).toEqual([
      'contacts',
      'buildings',
      'deals',
      'dealStages',
      'projects',
      'modules',
      'pvPlans',
    ]);
    expect(dump).toEqual(await new ApiPeer(server.url).state());
    expect(
      dump.contacts.filter((c: { fields: { marker?: string } }) => c.fields.marker === 'cli'),
    ).toHaveLength(1);
    expect((await cli(['outbox', '--db', db()])).stdout).toMatch(/outbox is empty/);
  });

  it('says clearly when the server cannot be reached', async () => {
    const down = await cliProcess(['sync', '--db', db(), '--base-url', 'http://127.0.0.1:9'], {
      ORTSTERMIN_API_KEY: 'key-a',
    });
    expect(down.code).toBe(1);
    expect(down.stderr).toMatch(/can't be reached/);
  });

  it('refuses a key with a line break without echoing it', async () => {
    const bad = await cli(['sync', '--db', db(), '--base-url', 'http://127.0.0.1:9'], {
      ORTSTERMIN_API_KEY: 'secret-part\r\nX-Injected: 1',
    });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/printable ASCII/);
    expect(bad.stderr).not.toMatch(/secret-part/);
  });

  it('answers bad input with a clear message and exit code 2, losing nothing', async () => {
    const file = join(tmp.dir, 'bad-input.sqlite');
    const kept = await cliProcess([
      'queue',
      '--db',
      file,
      'contacts',
      'create',
      '{"fields":{"lastName":"Bleibt"}}',
    ]);
    expect(kept.code).toBe(0);
    const before = JSON.parse((await cli(['outbox', '--db', file, '--json'])).stdout);
    expect(before).toHaveLength(1);

    const unknown = await cliProcess(['frobnicate', '--db', file]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/Unknown command "frobnicate"/);
    expect((await cli(['frobnicate'])).stderr).toMatch(/Unknown command "frobnicate"/);
    const noDb = await cli(['outbox']);
    expect(noDb.code).toBe(2);
    expect(noDb.stderr).toMatch(/outbox: give the local database with --db FILE/);
    const badOption = await cliProcess(['outbox', '--db', file, '--colour']);
    expect(badOption.code).toBe(2);
    expect(badOption.stderr).toMatch(/--colour/);
    const badUrl = await cli(['sync', '--db', file, '--base-url', 'nowhere'], {
      ORTSTERMIN_API_KEY: 'key-a',
    });
    expect(badUrl.code).toBe(2);
    expect(badUrl.stderr).toMatch(/is not a URL/);

    // Invalid values: refused by the contract's validation, with the field and the app's code.
    const badValue = await cliProcess([
      'queue',
      '--db',
      file,
      'contacts',
      'create',
      '{"status":"vip"}',
    ]);
    expect(badValue.code).toBe(2);
    expect(badValue.stderr).toMatch(/not queued \(invalid_request\)/);
    expect(badValue.stderr).toMatch(/status: /);
    const unknownField = await cli([
      'queue',
      '--db',
      file,
      'deals',
      'patch',
      'd1',
      '{"colour":"red"}',
    ]);
    expect(unknownField.code).toBe(2);
    expect(unknownField.stderr).toMatch(/colour/);
    const missing = await cli([
      'queue',
      '--db',
      file,
      'contacts',
      'patch',
      'nope',
      '{"status":"lead"}',
    ]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/does not exist on this device/);
    const notJson = await cli(['queue', '--db', file, 'deals', 'create']);
    expect(notJson.code).toBe(2);
    expect(notJson.stderr).toMatch(/give the write as a JSON object/);
    const noPlanProject = await cli(['queue', '--db', file, 'pv-plans', 'create', '{"name":"A"}']);
    expect(noPlanProject.code).toBe(2);
    expect(noPlanProject.stderr).toMatch(/projectId/);

    expect(JSON.parse((await cli(['outbox', '--db', file, '--json'])).stdout)).toEqual(before);
    // A mistake in the call is found before the database is opened: no file is made for it.
    const fresh = join(tmp.dir, 'never-made.sqlite');
    expect((await cli(['queue', '--db', fresh, 'contacts', 'create', '{x'])).code).toBe(2);
    expect(existsSync(fresh)).toBe(false);
  });

  it('refuses a damaged database with the message it always gave, leaving the file alone', async () => {
    const file = join(tmp.dir, 'damaged.sqlite');
    writeFileSync(file, 'this is not a database, it is a shopping list\n');
    for (const args of [
      ['dump', '--db', file],
      ['sync', '--db', file, '--base-url', server.url],
    ]) {
      const result = await cli(args, { ORTSTERMIN_API_KEY: 'key-a' });
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(
        /The local database .*damaged\.sqlite is damaged \(file is not a database\)/,
      );
      expect(result.stdout).toBe('');
    }
    expect(readFileSync(file, 'utf8')).toBe('this is not a database, it is a shopping list\n');
  });

  it('sync --watch: a crashed core worker is reported and restarted, nothing queued is lost, SIGTERM closes it', async () => {
    // Every request waits 150 ms: the first sync is under way when the hook ends the worker.
    const slow = await startServer({
      apiKeys: ['key-a'],
      seed: 'demo',
      chaos: { latencyMs: [150, 150] },
    });
    const file = join(tmp.dir, 'watch.sqlite');
    const queued = await cli([
      'queue',
      '--db',
      file,
      'contacts',
      'create',
      '{"fields":{"lastName":"Absturz","marker":"watch"}}',
    ]);
    expect(queued.code).toBe(0);
    const watch = background(
      ['sync', '--watch', '--db', file, '--base-url', slow.url],
      { ORTSTERMIN_API_KEY: 'key-a' },
      [crashHook],
    );
    try {
      await watch.waitFor('stderr', /ending the core worker mid-sync/);
      await watch.waitFor('stderr', /the worker exited unexpectedly \(code 1\); restarting it/);
      await watch.waitFor('stderr', /running again/);
      await watch.waitFor('stdout', /idle \(pending 0, rejected 0\)/);
      // The database belongs to the watching process: a second one is told so, nothing changes.
      const second = await cli(['outbox', '--db', file]);
      expect(second.code).toBe(2);
      expect(second.stderr).toMatch(/is already open in another Ortstermin window or process/);
      expect(await watch.stop('SIGTERM')).toBe(0);
      // Neither the sync under way nor the pause of closing is printed as a state.
      expect(watch.output.stdout).not.toMatch(/syncing|paused/);

      expect(JSON.parse((await cli(['outbox', '--db', file, '--json'])).stdout)).toEqual([]);
      const onServer = await new ApiPeer(slow.url).all<{ fields: { marker?: string } }>(
        '/v1/contacts',
      );
      expect(onServer.filter((c) => c.fields.marker === 'watch')).toHaveLength(1);
    } finally {
      if (watch.child.exitCode === null) await watch.stop('SIGKILL');
      await slow.close();
    }
  });

  it('sync --watch stops with exit code 1 when a crashed worker cannot open the database again', async () => {
    const file = join(tmp.dir, 'watch-gone.sqlite');
    const watch = background(
      ['sync', '--watch', '--db', file, '--base-url', server.url],
      { ORTSTERMIN_API_KEY: 'key-a', CRASH_HOOK: 'signal' },
      [crashHook],
    );
    try {
      await watch.waitFor('stdout', /idle \(pending 0, rejected 0\)/);
      // The file is replaced by a folder of that name, then the worker dies.
      rmSync(file);
      mkdirSync(file);
      watch.child.kill('SIGUSR2');
      const code = await watch.exited;
      expect(code).toBe(1);
      expect(watch.output.stderr).toMatch(/the worker could not restart/);
      expect(watch.output.stderr).toMatch(
        /Sync stopped: the core could not restart after a crash \(.*unable to open database file.*\)\. Queued writes are kept in .*watch-gone\.sqlite\./,
      );
    } finally {
      if (watch.child.exitCode === null) await watch.stop('SIGKILL');
    }
  });

  it('sync --watch --json prints each status as one JSON line and stops cleanly on Ctrl-C', async () => {
    const file = join(tmp.dir, 'watch-json.sqlite');
    const watch = background(
      ['sync', '--watch', '--json', '--db', file, '--base-url', server.url],
      {
        ORTSTERMIN_API_KEY: 'key-a',
      },
    );
    try {
      await watch.waitFor('stdout', /\n/);
      const first = JSON.parse(watch.output.stdout.split('\n')[0]!);
      expect(first).toMatchObject({
        state: 'idle',
        lastError: null,
        pending: 0,
        rejected: 0,
        dataLoss: null,
      });
      expect(Object.keys(first)).toEqual([
        'state',
        'lastSuccessAt',
        'lastError',
        'nextAttemptAt',
        'pending',
        'rejected',
        'conflicts',
        'dataLoss',
      ]);
      expect(await watch.stop('SIGINT')).toBe(0);
      expect(watch.output.stderr).toBe('');
      for (const line of watch.output.stdout.trim().split('\n'))
        expect(JSON.parse(line).state).toBe('idle');
    } finally {
      if (watch.child.exitCode === null) await watch.stop('SIGKILL');
    }
    // Closed cleanly: the copy opens again at once and reads the synced state.
    const synced = await cli(['sync', '--db', file, '--base-url', server.url], {
      ORTSTERMIN_API_KEY: 'key-a',
    });
    expect(synced.code).toBe(0);
    expect(synced.stdout).toMatch(
      /^Synced in \d+\.\d\d s with \d+ requests\.\nPushed 0 write\(s\), 0 rejected\.\n/,
    );
    expect(synced.stdout).toMatch(/ {2}contacts +\d+ received, 0 changed/);
  });
});
