import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/*
 * The test build of the core's worker: entry.ts (the app's core-worker.ts plus the tests' line
 * into its store and engine) bundled by Vite into .tmp/, dependencies left to node_modules as in
 * the app's build. test/setup/build-once.ts builds it before the files run.
 */

const here = import.meta.dirname;
// Not electron-build's repoRoot: test/setup/inspectable-worker.ts replaces that module with one
// built from this one.
const repoRoot = resolve(here, '../../..');
const appWorker = resolve(repoRoot, 'src/main/worker/core-worker.ts');
const capture = resolve(here, 'core-capture.ts');

export const inspectableWorker = join(repoRoot, '.tmp', 'test-build', 'inspectable-core-worker.js');

/** The app's worker imports `../core`; in this build it gets core-capture.ts instead. */
const captureCore: Plugin = {
  name: 'ortstermin-capture-core',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === '../core' && importer && resolve(importer) === appWorker) return capture;
    return null;
  },
};

/**
 * What the test build is made of (from the checkout's root): a change to any of them makes it
 * stale. build-once.ts checks, not this module: test/setup/inspectable-worker.ts imports it into
 * the mock of the build module, which the check would need.
 */
export const inspectableWorkerSources = [
  'src/main',
  'src/shared',
  'test/support/inspectable-worker',
];

export async function buildInspectableWorker(): Promise<void> {
  const { build } = await import('vite');
  // Built beside, then moved in one step: a second run in this checkout never loads half a file.
  const outDir = join(repoRoot, '.tmp', 'test-build', `build-${process.pid}`);
  try {
    await build({
      configFile: false,
      root: repoRoot,
      logLevel: 'warn',
      plugins: [captureCore],
      build: {
        ssr: resolve(here, 'entry.ts'),
        outDir,
        emptyOutDir: true,
        minify: false,
        rollupOptions: { output: { format: 'es', entryFileNames: 'inspectable-core-worker.js' } },
      },
    });
    mkdirSync(resolve(inspectableWorker, '..'), { recursive: true });
    renameSync(join(outDir, 'inspectable-core-worker.js'), inspectableWorker);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
