import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server';
import { ApiPeer, tempDir, type RunningServer } from '../sync/helpers';

const run = promisify(execFile);
const cliPath = join(import.meta.dirname, '../../src/main/cli/index.ts');

async function cli(args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', cliPath, ...args], {
      env: { ...process.env, ORTSTERMIN_API_KEY: '', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('npm run cli', () => {
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
    const down = await cli(['sync', '--db', db(), '--base-url', 'http://127.0.0.1:9'], {
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
});
