import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from '../support/cli';
import { tempDir } from '../sync/helpers';

/*
 * The other CLI tests start the command line from its test build (test/support/node-build.ts);
 * this one starts it as a developer does, `npm run cli` (tsx on the sources), so that entry
 * keeps working, and reads what it wrote with the build: both are the same program.
 */

const run = promisify(execFile);
const repoRoot = resolve(import.meta.dirname, '../..');

describe('npm run cli', () => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());

  it('queues a write from the sources, which the built command line then lists', async () => {
    const db = join(tmp.dir, 'dev.sqlite');
    const { stdout } = await run(
      'npm',
      [
        'run',
        '--silent',
        'cli',
        '--',
        'queue',
        '--db',
        db,
        'contacts',
        'create',
        '{"fields":{"lastName":"Quelle"}}',
      ],
      { cwd: repoRoot, env: { ...process.env, ORTSTERMIN_API_KEY: '' } },
    );
    const id = stdout.trim().split('\n').at(-1)!;
    expect(id).toMatch(/^local:/);
    const outbox = await cli(['outbox', '--db', db, '--json']);
    expect(outbox.code).toBe(0);
    expect(JSON.parse(outbox.stdout)).toMatchObject([
      { resource: 'contacts', op: 'create', recordId: id, state: 'queued' },
    ]);
  });
});
