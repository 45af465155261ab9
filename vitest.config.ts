import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/*
 * Two groups, one after the other. Most files are independent (each its own temp folder, servers
 * on port 0, no shared files) and run in parallel: vitest's default of one worker less than the
 * cores left a 2-core machine one file at a time. Many of them wait on servers, child processes
 * and the disk more than they compute, so there are more workers than cores.
 * The browser journeys and the bench's smoke run alone afterwards: each drives Chromium or a
 * whole benchmark, and several at once on 2 cores would starve each other past their timeouts.
 */
const alone = ['test/e2e/**/*.test.ts', 'test/bench/**/*.test.ts'];
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
          exclude: alone,
          maxWorkers: parallelWorkers,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'alone',
          include: alone,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
