import { openCore as openRealCore, type Core, type CoreOptions } from '../../../src/main/core';

/*
 * Stands in for src/main/core in the test build of the worker (build.ts redirects the worker's
 * import of it here): the same openCore, which also keeps the core it opened for entry.ts.
 */

export * from '../../../src/main/core';

let opened: Core | null = null;

export function openCore(options: CoreOptions): Core {
  opened = openRealCore(options);
  return opened;
}

/** The core this worker opened. */
export function openedCore(): Core {
  if (!opened) throw new Error('The worker has not opened its core.');
  return opened;
}
