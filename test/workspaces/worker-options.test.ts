import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { withoutSourceLoader, workerWithoutSourceLoader } from '../../src/main/worker/host';
import { tempDir } from '../sync/helpers';

/*
 * The core's worker runs built JavaScript. Started from a host that runs from TypeScript
 * sources (`npm start`, the bench: tsx), it must not inherit tsx's loader: every module the
 * worker imports would go through the loader's hooks first, and the app would take longer to
 * start (bench/README.md, "The first list while the core opens"). Every other option is kept.
 */

const tsxLoader = [
  '--require',
  '/work/node_modules/tsx/dist/preflight.cjs',
  '--import',
  'file:///work/node_modules/tsx/dist/loader.mjs',
];

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

/** The options a worker thread started with, as it sees them. */
async function optionsOfWorker(execArgv: string[]): Promise<string[]> {
  const tmp = tempDir();
  cleanups.push(tmp.cleanup);
  const file = join(tmp.dir, 'tell-options.mjs');
  writeFileSync(
    file,
    "import { parentPort } from 'node:worker_threads'; parentPort.postMessage(process.execArgv);",
  );
  const worker = workerWithoutSourceLoader(file, { execArgv });
  const [seen] = (await once(worker, 'message')) as [string[]];
  await worker.terminate();
  return seen;
}

describe('the worker thread’s options', () => {
  it('leave out the TypeScript loader the host was started with', () => {
    expect(withoutSourceLoader(tsxLoader)).toEqual([]);
    expect(withoutSourceLoader(['--import', 'tsx'])).toEqual([]);
    expect(
      withoutSourceLoader(['--import=file:///C:/app/node_modules/tsx/dist/loader.mjs']),
    ).toEqual([]);
    expect(withoutSourceLoader(['-r', 'C:\\app\\node_modules\\tsx\\dist\\preflight.cjs'])).toEqual(
      [],
    );
  });

  it('keep every other option, in order', () => {
    expect(
      withoutSourceLoader([
        '--trace-gc',
        ...tsxLoader,
        '--import',
        './bench/probe.mjs',
        '--cpu-prof',
        '--conditions=development',
      ]),
    ).toEqual([
      '--trace-gc',
      '--import',
      './bench/probe.mjs',
      '--cpu-prof',
      '--conditions=development',
    ]);
  });

  it('start a thread without the loader, with the other options', async () => {
    // The loader's files do not exist here: a thread that kept them would not start.
    expect(await optionsOfWorker(['--no-deprecation', ...tsxLoader])).toEqual(['--no-deprecation']);
  });

  it('start a thread when an option of the whole process came with the loader', async () => {
    // `node --trace-gc --import tsx bench/sync-memory.ts`: a thread refuses V8's options when
    // they are given to it, and they act on every thread anyway.
    expect(await optionsOfWorker(['--trace-gc', '--import', 'tsx'])).toEqual([]);
  });
});
