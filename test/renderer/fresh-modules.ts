import { afterAll, vi } from 'vitest';

/*
 * The renderer's files share a worker and the modules it loaded (`isolate: false`,
 * vitest.config.ts). A module loaded by an earlier file keeps the mocks of that file: a screen
 * that file imported calls its `api` (often `{ api: {} }`) or its recharts, not this file's. A
 * file whose test depends on its own mock (an api that answers and records writes, a chart that
 * counts its draws) calls this before it imports the screens under test: they load afresh with
 * its mocks, and the next file starts afresh too instead of inheriting them.
 */
export function loadScreensAfresh(): void {
  vi.resetModules();
  afterAll(() => {
    vi.resetModules();
  });
}
