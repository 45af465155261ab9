import type { OrtsterminApi } from '../shared/ipc/contract';

declare global {
  interface Window {
    /** Set by the Electron preload, or by the browser-mode shim in main.tsx. */
    ortstermin?: OrtsterminApi;
  }
}
