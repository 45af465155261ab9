import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Integration tests start real servers and child processes; give them room on 2 cores.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
