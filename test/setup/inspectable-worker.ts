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
