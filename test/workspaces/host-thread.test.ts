import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { release, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  favourHostThread,
  hostThreadNote,
  threadSliceAddon,
} from '../../src/main/worker/host-thread';

/*
 * The host's thread asks the kernel for a short time slice, so that it runs at once when the core
 * worker's message wakes it (host-thread.ts, issue 14). Each check runs in a fresh Node process:
 * a thread's slice stays with it, and the test runner's own threads are not ours to change.
 */

const repoRoot = resolve(import.meta.dirname, '../..');
const linux = process.platform === 'linux';
const [major = 0, minor = 0] = release().split('.').map(Number);
/** Custom slices for fair-scheduled threads came with Linux 6.12. */
const slicesHonoured = linux && (major > 6 || (major === 6 && minor >= 12));

/** Runs an ES module script in a fresh Node process (TypeScript through tsx) and parses its JSON. */
function inFreshHost<T>(script: string): T {
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  return JSON.parse(out) as T;
}

/** The thread's slice (ns) from the text of its /proc/.../sched. */
const sliceIn = `(sched) => Number(/se\\.slice\\s*:\\s*(\\d+)/.exec(sched)[1])`;

describe("the host thread's time slice", () => {
  it.runIf(linux)('`npm install` built the addon, and the kernel takes the request', () => {
    const outcome = inFreshHost<string>(`
      import { favourHostThread } from './src/main/worker/host-thread.ts';
      console.log(JSON.stringify(favourHostThread(process.cwd())));
    `);
    expect(['favoured', 'ignored']).toContain(outcome);
    if (slicesHonoured) expect(outcome).toBe('favoured');
  });

  it.runIf(slicesHonoured)(
    'the host thread gets the shortest slice; a worker it starts afterwards keeps the default',
    async () => {
      const slices = inFreshHost<{ before: number; after: number; worker: number }>(`
        import { readFileSync } from 'node:fs';
        import { Worker } from 'node:worker_threads';
        import { favourHostThread } from './src/main/worker/host-thread.ts';
        const sliceIn = ${sliceIn};
        const ownSched = () => readFileSync('/proc/thread-self/sched', 'utf8');
        const before = sliceIn(ownSched());
        favourHostThread(process.cwd());
        const after = sliceIn(ownSched());
        const worker = new Worker(
          "import { parentPort } from 'node:worker_threads'; import { readFileSync } from 'node:fs';" +
            "parentPort.postMessage(readFileSync('/proc/thread-self/sched', 'utf8'));",
          { eval: true },
        );
        worker.once('message', async (sched) => {
          await worker.terminate();
          console.log(JSON.stringify({ before, after, worker: sliceIn(sched) }));
        });
      `);
      // 0.1 ms, the kernel's shortest; the default is several times that.
      expect(slices.before).toBeGreaterThan(100_000);
      expect(slices.after).toBe(100_000);
      expect(slices.worker).toBeGreaterThan(100_000);
    },
  );

  it.runIf(linux)('the addon refuses a slice that is not a number of nanoseconds in range', () => {
    const errors = inFreshHost<string[]>(`
      import { createRequire } from 'node:module';
      const addon = createRequire(import.meta.url)('./${threadSliceAddon}');
      const errors = [];
      for (const value of [undefined, 'fast', -1, Number.NaN, 50_000, 2e8]) {
        try { addon.requestSlice(value); errors.push('taken: ' + String(value)); }
        catch (error) { errors.push(error.name + ': ' + error.message); }
      }
      console.log(JSON.stringify(errors));
    `);
    const notANumber = 'TypeError: requestSlice: nanoseconds must be a number';
    const outOfRange = 'RangeError: requestSlice: nanoseconds must be from 100000 to 100000000';
    expect(errors).toEqual([notANumber, notANumber, ...Array(4).fill(outOfRange)]);
  });

  it('without a working addon the host says why and runs on', () => {
    const root = mkdtempSync(join(tmpdir(), 'ortstermin-no-addon-'));
    try {
      expect(favourHostThread(root)).toBe(linux ? 'no-addon' : 'not-linux');
      // An addon built for another system: present, but it does not load.
      mkdirSync(dirname(join(root, threadSliceAddon)), { recursive: true });
      writeFileSync(join(root, threadSliceAddon), 'not a shared library');
      expect(favourHostThread(root)).toBe(linux ? 'unloadable' : 'not-linux');
      expect(hostThreadNote('unloadable')).toContain('npm install');
      expect(hostThreadNote('favoured')).toBeNull();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
