import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Integration tests start real servers and child processes; give them room on 2 cores.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // expect.poll gives up after 1 s by default; the journeys poll the UI and the core while
    // a sync runs, which takes longer on a loaded 2-core CI machine. A wrong state still fails.
    expect: { poll: { timeout: 10_000 } },
  },
});
