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
 *
 * The programs come in groups, each built in one Vite run (shared code in shared chunks) into
 * its own folder, where each program lies at its source's path with `.js`
 * (`bench/run.ts` → `.tmp/test-build/bench/bench/run.js`), and each rebuilt only when one of its
 * own sources changed.
 */

const repoRoot = resolve(import.meta.dirname, '../..');
const buildDir = join(repoRoot, '.tmp', 'test-build');

interface Group {
  dir: string;
  /** Programs, by their source's path from the checkout's root. */
  programs: string[];
  /** What the programs are made of: a change to any of them makes the group stale. */
  sources: string[];
}

const commandLine: Group = {
  dir: join(buildDir, 'cli'),
  programs: ['src/main/cli/index.ts', 'test/sync/fixtures/sync-child.ts'],
  sources: ['src/main', 'src/shared', 'test/sync/fixtures', 'test/support/node-build.ts'],
};

/*
 * The benchmark as `npm run bench` runs it: bench/run.ts starts the reference server and each
 * measurement as a process of its own; given this folder (benchBuildEnv), it starts their
 * builds beside it instead of tsx on the sources (bench/child.ts).
 */
const benchmark: Group = {
  dir: join(buildDir, 'bench'),
  programs: [
    'bench/run.ts',
    'bench/floor.ts',
    'bench/client.ts',
    'bench/ui.ts',
    'bench/visit.ts',
    'src/server/cli.ts',
  ],
  sources: ['bench', 'src/main', 'src/shared', 'src/server', 'test/support'],
};

const groups = [commandLine, benchmark];

function builtProgram(group: Group, program: string): string {
  return join(group.dir, program.replace(/\.ts$/, '.js'));
}

/** The command line (src/main/cli/index.ts), as test/cli runs it. */
export const builtCli = builtProgram(commandLine, 'src/main/cli/index.ts');
/** A sync client that syncs until killed (test/sync/fixtures/sync-child.ts). */
export const builtSyncChild = builtProgram(commandLine, 'test/sync/fixtures/sync-child.ts');
/** The reference server's command line (src/server/cli.ts). */
export const builtServerCli = builtProgram(benchmark, 'src/server/cli.ts');
/** `npm run bench` (bench/run.ts); start it with benchBuildEnv. */
export const builtBench = builtProgram(benchmark, 'bench/run.ts');
/** The environment under which the built benchmark starts its built children (bench/child.ts). */
export const benchBuildEnv = { ORTSTERMIN_BENCH_BUILD: benchmark.dir };

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

/** Bundles each stale group; a run with nothing changed builds nothing. */
export async function buildNodeEntries(): Promise<void> {
  // One after the other: two Vite runs at once on 2 cores finish no sooner.
  for (const group of groups) {
    const built = group.programs.map((program) => builtProgram(group, program));
    if (staleBuild(built, group.sources)) await bundle(group);
  }
}

async function bundle(group: Group): Promise<void> {
  const { build } = await import('vite');
  // Built beside, then moved in one step: a second run in this checkout never loads half a group.
  const outDir = `${group.dir}-${process.pid}-${Date.now()}`;
  const old = `${outDir}-old`;
  try {
    await build({
      configFile: false,
      root: repoRoot,
      logLevel: 'warn',
      plugins: [sourceImportMeta],
      build: {
        ssr: true,
        outDir,
        emptyOutDir: true,
        minify: false,
        rollupOptions: {
          input: Object.fromEntries(
            group.programs.map((program) => [
              program.replace(/\.ts$/, ''),
              join(repoRoot, program),
            ]),
          ),
          output: {
            format: 'es',
            entryFileNames: '[name].js',
            chunkFileNames: 'chunks/[name]-[hash].js',
          },
        },
      },
    });
    mkdirSync(dirname(group.dir), { recursive: true });
    // Two test runs in this checkout may build at once: whichever moves its build in first wins,
    // the other's (built from the same sources) is dropped.
    try {
      renameSync(group.dir, old);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    try {
      renameSync(outDir, group.dir);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
    rmSync(old, { recursive: true, force: true });
  }
}
