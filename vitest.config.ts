import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/*
 * Two groups, one after the other. Most files are independent (each its own temp folder, servers
 * on port 0, no shared files) and run in parallel: vitest's default of one worker less than the
 * cores left a 2-core machine one file at a time. Many of them wait on servers, child processes
 * and the disk more than they compute, so there are more workers than cores.
 * The browser journeys and the bench's smoke run afterwards, two at a time: each drives Chromium
 * or a whole benchmark, and more at once on 2 cores would starve each other past their timeouts.
 *
 * Loading the modules a file imports costs more CPU than most files' tests (a file of the core
 * loads the store, the engine, Kysely, zod and Fastify), so every group's worker keeps what it
 * loaded for its next file (`isolate: false`). That holds because no file leaves state behind
 * in a module: each opens its own stores, servers and temp folders and closes them in its
 * hooks, and one that fakes timers or listens on `process` restores them in `finally`. Whatever
 * a test starts must end before its hooks remove its folder: in an isolated worker, work left
 * running after a file's last test died with the worker; in a shared one it runs on into the
 * next file (see the managers in test/workspaces/manager.test.ts).
 */
const browser = ['test/e2e/**/*.test.ts', 'test/bench/**/*.test.ts'];
const sharingModules = [
  'test/calc/**/*.test.ts',
  'test/shared/**/*.test.ts',
  'test/renderer/**/*.test.ts',
  'test/electron/**/*.test.ts',
];
const parallelWorkers = Math.max(2, availableParallelism() * 2);

export default defineConfig({
  test: {
    // Integration tests start real servers and child processes; give them room on 2 cores.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    globalSetup: ['test/setup/build-once.ts'],
    setupFiles: ['test/setup/inspectable-worker.ts'],
    // expect.poll gives up after 1 s by default; the journeys poll the UI and the core while
    // a sync runs, which takes longer on a loaded 2-core CI machine. A wrong state still fails.
    expect: { poll: { timeout: 10_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'parallel',
          include: ['test/**/*.test.ts'],
          exclude: [...browser, ...sharingModules],
          isolate: false,
          maxWorkers: parallelWorkers,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'sharing',
          include: sharingModules,
          isolate: false,
          maxWorkers: parallelWorkers,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: browser,
          isolate: false,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
