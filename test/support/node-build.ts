import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { newestMtime } from '../../src/main/build/electron-build';

/*
 * Programs the tests start as child processes, bundled once per test run by Vite
 * (test/setup/build-once.ts), so a test starts them as `node file.js`: `node --import tsx`
 * compiled the sources again in every process, ~1.3 s of CPU per start, more than most of
 * these processes work. Dependencies stay in node_modules, as in the app's build.
 */

const repoRoot = resolve(import.meta.dirname, '../..');
const buildDir = join(repoRoot, '.tmp', 'test-build');

/** The command line (src/main/cli/index.ts), as test/cli runs it. */
export const builtCli = join(buildDir, 'cli.js');
/** A sync client that syncs until killed (test/sync/fixtures/sync-child.ts). */
export const builtSyncChild = join(buildDir, 'sync-child.js');

const entries = [
  { source: join(repoRoot, 'src/main/cli/index.ts'), built: builtCli },
  { source: join(repoRoot, 'test/sync/fixtures/sync-child.ts'), built: builtSyncChild },
];
/** What the bundles are made of: a change to any of them makes them stale. */
const sources = ['src/main', 'src/shared', 'test/sync/fixtures', 'test/support/node-build.ts'];

/*
 * Each module keeps the `import.meta` of its source file: the worker host then finds the core's
 * worker in out/ exactly as under `npm run cli` (src/main/worker/host.ts), and the build module
 * its checkout (src/main/build/electron-build.ts), wherever the bundle lies.
 */
const sourceImportMeta: Plugin = {
  name: 'ortstermin-source-import-meta',
  enforce: 'pre',
  transform(code, id) {
    if (id.includes('node_modules') || !code.includes('import.meta.')) return null;
    return code
      .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(id).href))
      .replaceAll('import.meta.dirname', JSON.stringify(dirname(id)))
      .replaceAll('import.meta.filename', JSON.stringify(id));
  },
};

/** True when a built file is missing or older than a source (paths from the checkout's root). */
export function staleBuild(built: string[], sources: string[]): boolean {
  if (!built.every((file) => existsSync(file))) return true;
  const oldest = Math.min(...built.map((file) => statSync(file).mtimeMs));
  return sources.some((source) => newestMtime(join(repoRoot, source)) > oldest);
}

/** Bundles every entry when one is stale; a run with nothing changed builds nothing. */
export async function buildNodeEntries(): Promise<void> {
  if (
    !staleBuild(
      entries.map((entry) => entry.built),
      sources,
    )
  )
    return;
  await Promise.all(entries.map((entry) => bundle(entry.source, entry.built)));
}

async function bundle(source: string, built: string): Promise<void> {
  const { build } = await import('vite');
  // Built beside, then moved in one step: a second run in this checkout never loads half a file.
  const outDir = join(buildDir, `${process.pid}-${Date.now()}-${built.split('/').at(-1)}`);
  try {
    await build({
      configFile: false,
      root: repoRoot,
      logLevel: 'warn',
      plugins: [sourceImportMeta],
      build: {
        ssr: source,
        outDir,
        emptyOutDir: true,
        minify: false,
        rollupOptions: {
          output: { format: 'es', entryFileNames: 'entry.js', codeSplitting: false },
        },
      },
    });
    mkdirSync(dirname(built), { recursive: true });
    renameSync(join(outDir, 'entry.js'), built);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
