import { existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/*
 * Browser mode and the tools run from sources: the worker's code as one ES module, made with
 * esbuild when a source is newer (as the renderer's bundle is: browser/renderer-build.ts). A
 * worker that compiled the TypeScript itself took 2–3 s to start; the bundle starts in a tenth.
 * Electron has its own build of it (electron.vite.config.ts), so this never runs there.
 */

const repoRoot = resolve(import.meta.dirname, '../../..');
export const workerBundle = join(repoRoot, 'out', 'core-worker', 'core-worker.mjs');
const sources = ['src/main/core', 'src/main/ipc', 'src/main/worker', 'src/shared'];

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** The bundle's path, built first when missing or older than a source (null: no sources here). */
export async function ensureWorkerBundle(): Promise<string | null> {
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
    packages: 'external',
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
