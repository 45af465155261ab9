import { resolve } from 'node:path';
import { defineConfig, externalizeDepsPlugin } from 'electron-vite';
import react from '@vitejs/plugin-react';

// There is no src/preload: the preload lives beside the main process code (STYLE.md).
export default defineConfig({
  main: {
    plugins: [
      externalizeDepsPlugin({
        // Bundled in: the worker starts ~200 ms sooner than when it loads their many ESM files.
        // The rest, with the native better-sqlite3, stays outside.
        exclude: ['kysely', 'zod'],
      }),
    ],
    build: {
      rollupOptions: {
        input: {
          index: resolve(import.meta.dirname, 'src/main/electron/index.ts'),
          // The core's worker thread (src/main/worker/host.ts loads it beside index.js).
          'core-worker': resolve(import.meta.dirname, 'src/main/worker/core-worker.ts'),
        },
      },
    },
  },
  // A sandboxed preload can only require 'electron': bundle the rest, and emit CommonJS.
  preload: {
    build: {
      rollupOptions: {
        input: { index: resolve(import.meta.dirname, 'src/main/electron/preload.ts') },
        external: ['electron'],
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(import.meta.dirname, 'src/renderer'),
    plugins: [react()],
    build: {
      // electron-vite leaves bundles unminified; the window parses this one on every start
      // (2.9 MB unminified, 1.4 MB minified). Browser mode serves this same build.
      minify: true,
      rollupOptions: {
        input: { index: resolve(import.meta.dirname, 'src/renderer/index.html') },
      },
    },
  },
});
