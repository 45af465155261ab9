import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';

/*
 * The app's one build: electron-vite makes main, preload, the core's worker and the renderer
 * (electron.vite.config.ts) into out/. Electron runs it; browser mode, the command line, the
 * bench and the tests run from sources but take the worker and the renderer from out/, built
 * first when missing or older than a source. This module imports nothing of src/main, so any
 * folder may use it without an import cycle.
 */

export const repoRoot = resolve(import.meta.dirname, '../../..');
export const outDir = join(repoRoot, 'out');
export const rendererOutDir = join(outDir, 'renderer');
/** The core's worker thread as built (worker/host.ts starts it). */
export const builtWorker = join(outDir, 'main', 'core-worker.js');

/** What the build writes; the oldest of them is the build's age. */
const outputs = [
  join(outDir, 'main', 'index.js'),
  builtWorker,
  join(outDir, 'preload', 'index.cjs'),
  join(rendererOutDir, 'index.html'),
];
/** What the build reads: a change to any of them makes out/ stale. */
const sources = ['src/main', 'src/shared', 'src/renderer', 'electron.vite.config.ts'];

/** Held while one process builds; others wait for it (parallel test files, a second start). */
const lockDir = join(outDir, '.build-lock');
/** A build on a loaded 2-core machine takes ~20 s; a lock held far longer is a dead one's. */
const lockGiveUpMs = 5 * 60_000;

/** The newest modification time of `path`, or of any file below it (ms). */
export function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when out/ lacks a part or a source changed after it was built. */
export function buildIsStale(): boolean {
  if (!outputs.every((file) => existsSync(file))) return true;
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  return sources.some((source) => newestMtime(join(repoRoot, source)) > built);
}

/** Builds out/ when stale, once at a time per checkout; true when this call built it. */
export async function ensureBuilt(): Promise<boolean> {
  if (!buildIsStale()) return false;
  const started = Date.now();
  while (!takeLock()) {
    if (Date.now() - started > lockGiveUpMs)
      throw new Error(`Another build holds ${lockDir} for over ${lockGiveUpMs / 60_000} min.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  try {
    // The process that held the lock may just have built it.
    if (!buildIsStale()) return false;
    await runElectronViteBuild();
    return true;
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

/** mkdir is atomic: one process gets the lock. A lock whose process is gone is taken over. */
function takeLock(): boolean {
  try {
    mkdirSync(outDir, { recursive: true });
    mkdirSync(lockDir);
    writeFileSync(join(lockDir, 'pid'), String(process.pid));
    return true;
  } catch {
    if (holderIsAlive()) return false;
    rmSync(lockDir, { recursive: true, force: true });
    return false;
  }
}

function holderIsAlive(): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(join(lockDir, 'pid'), 'utf8'));
  } catch {
    // Just created, its pid not yet written: alive.
    return existsSync(lockDir);
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** `electron-vite build` in a child: Vite stays out of this long-running process. */
function runElectronViteBuild(): Promise<void> {
  const bin = join(repoRoot, 'node_modules', '.bin', 'electron-vite');
  return new Promise((resolve, reject) => {
    const child = spawn(bin, ['build'], {
      cwd: repoRoot,
      // Always the production build: under vitest NODE_ENV is 'test', and Vite would then build
      // React's development runtime (2-3x slower) into the renderer that npm start reuses.
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`electron-vite build failed (exit ${code}):\n${output}`)),
    );
  });
}
