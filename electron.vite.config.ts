import { resolve } from 'node:path';
import { defineConfig, externalizeDepsPlugin } from 'electron-vite';
import react from '@vitejs/plugin-react';

// There is no src/preload: the preload lives beside the main process code (STYLE.md).
export default defineConfig({
  main: {
    plugins: [externalizeDepsPlugin()],
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
      rollupOptions: {
        input: { index: resolve(import.meta.dirname, 'src/renderer/index.html') },
      },
    },
  },
});
