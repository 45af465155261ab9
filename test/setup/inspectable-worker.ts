import type { WorkerOptions } from 'node:worker_threads';
import { vi } from 'vitest';

/*
 * Every test that starts a core worker starts the test build of it (built by build-once.ts), so
 * that test/support/core-inspector.ts can reach into its store and engine. The app's worker
 * carries no such line; the test build is the app's worker plus it.
 */
vi.mock(import('../../src/main/build/electron-build'), async (importOriginal) => ({
  ...(await importOriginal()),
  builtWorker: (await import('../support/inspectable-worker/build')).inspectableWorker,
}));

/*
 * And the test keeps its own handle on each core worker, by its database
 * (test/support/core-workers.ts): the host's worker stays its own, with no accessor for tests.
 */
vi.mock(import('node:worker_threads'), async (importOriginal) => {
  const threads = await importOriginal();
  const { recordCoreWorker } = await import('../support/core-workers');
  class RecordedWorker extends threads.Worker {
    constructor(file: string | URL, options?: WorkerOptions) {
      super(file, options);
      const dbPath = (options?.workerData as { init?: { dbPath?: unknown } } | undefined)?.init
        ?.dbPath;
      if (typeof dbPath === 'string') recordCoreWorker(this, dbPath);
    }
  }
  return {
    ...threads,
    Worker: RecordedWorker,
    default: { ...threads.default, Worker: RecordedWorker },
  };
});
