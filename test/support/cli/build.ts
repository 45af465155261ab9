import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/*
 * The command line (src/main/cli/index.ts) bundled once per test run (test/setup/build-once.ts),
 * so a test starts it as `node cli.js`: loading tsx and compiling the sources in every CLI
 * process cost ~1.3 s of CPU per call, ten times the CLI's own work. Dependencies stay in
 * node_modules, as in the app's build.
 */

const repoRoot = resolve(import.meta.dirname, '../../..');
const cliEntry = resolve(repoRoot, 'src/main/cli/index.ts');

export const builtCli = join(repoRoot, '.tmp', 'test-build', 'cli.js');

/*
 * Each module keeps the `import.meta` of its source file: the worker host then finds the core's
 * worker in out/ exactly as under `npm run cli` (src/main/worker/host.ts), and the build module
 * its checkout (src/main/build/electron-build.ts), wherever the bundle lies.
 */
const sourceImportMeta: Plugin = {
  name: 'ortstermin-source-import-meta',
  enforce: 'pre',
  transform(code, id) {
    if (!id.startsWith(join(repoRoot, 'src')) || !code.includes('import.meta.')) return null;
    return code
      .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(id).href))
      .replaceAll('import.meta.dirname', JSON.stringify(dirname(id)))
      .replaceAll('import.meta.filename', JSON.stringify(id));
  },
};

export async function buildCli(): Promise<void> {
  const { build } = await import('vite');
  // Built beside, then moved in one step: a second run in this checkout never loads half a file.
  const outDir = join(repoRoot, '.tmp', 'test-build', `cli-${process.pid}`);
  try {
    await build({
      configFile: false,
      root: repoRoot,
      logLevel: 'warn',
      plugins: [sourceImportMeta],
      build: {
        ssr: cliEntry,
        outDir,
        emptyOutDir: true,
        minify: false,
        rollupOptions: {
          output: { format: 'es', entryFileNames: 'cli.js', codeSplitting: false },
        },
      },
    });
    mkdirSync(dirname(builtCli), { recursive: true });
    renameSync(join(outDir, 'cli.js'), builtCli);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
