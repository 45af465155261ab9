import { existsSync, mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * Browser mode and the tools run from sources: the worker's code as one ES module, made with
 * esbuild when a source is newer (as the renderer's bundle is: browser/renderer-build.ts). A
 * worker that compiled the TypeScript itself took 2–3 s to start; the bundle starts in a tenth.
 * Electron has its own build of it (electron.vite.config.ts), so this never runs there.
 */

const sources = ['src/main/core', 'src/main/ipc', 'src/main/worker', 'src/shared'];

/** The bundle's path, built first when missing or older than a source (null: no sources here). */
export async function ensureWorkerBundle(): Promise<string | null> {
  // Loaded here, not at the top: Electron's bundle carries this module but never calls it.
  const { newestMtime, repoRoot } = await import('../browser/renderer-build');
  const workerBundle = join(repoRoot, 'out', 'core-worker', 'core-worker.mjs');
  if (!existsSync(join(repoRoot, 'src/main/worker/core-worker.ts'))) return null;
  const built = existsSync(workerBundle) ? statSync(workerBundle).mtimeMs : 0;
  if (built && sources.every((dir) => newestMtime(join(repoRoot, dir)) <= built))
    return workerBundle;
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [join(repoRoot, 'src/main/worker/core-worker.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Only the native addon stays outside: resolving and loading kysely's and zod's many ESM
    // files took ~200 ms of every worker start; bundled, they parse with the rest.
    external: ['better-sqlite3'],
    write: false,
    logLevel: 'warning',
  });
  mkdirSync(join(workerBundle, '..'), { recursive: true });
  // Written aside, then renamed: another process may be starting a worker from it right now.
  const temporary = `${workerBundle}.${process.pid}.tmp`;
  writeFileSync(temporary, result.outputFiles[0]!.contents);
  renameSync(temporary, workerBundle);
  return workerBundle;
}
