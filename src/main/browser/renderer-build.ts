import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/*
 * The renderer as a static bundle for browser mode: the same build electron-vite makes for the
 * Electron window (out/renderer), made with Vite alone so no Electron is needed.
 */

export const repoRoot = resolve(import.meta.dirname, '../../..');
export const rendererOutDir = join(repoRoot, 'out', 'renderer');

/** The newest modification time of any file below `dir` (ms). */
export function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** True when out/renderer is missing or older than a source of the renderer or src/shared. */
export function rendererIsStale(): boolean {
  const index = join(rendererOutDir, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return ['src/renderer', 'src/shared'].some((dir) => newestMtime(join(repoRoot, dir)) > built);
}

export async function buildRenderer(): Promise<void> {
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  // Always the production build: under vitest NODE_ENV is 'test', and Vite then builds React's
  // development runtime (jsxDEV, dev checks), 2-3x slower, into the bundle npm start reuses.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: false,
      mode: 'production',
      root: join(repoRoot, 'src/renderer'),
      base: './',
      logLevel: 'warn',
      plugins: [react()],
      // One local bundle (React + zod): size matters less than for a web page.
      build: { outDir: rendererOutDir, emptyOutDir: true, chunkSizeWarningLimit: 1500 },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
