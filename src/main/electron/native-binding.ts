import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { app } from 'electron';

/**
 * better-sqlite3 built for Electron's ABI by `npm run electron:setup` (setup.ts), kept apart from
 * node_modules so tests and the CLI keep the Node build. Undefined when it has not been built.
 */
export function electronNativeBinding(): string | undefined {
  const path = join(app.getAppPath(), 'build', 'electron-native', 'better_sqlite3.node');
  return existsSync(path) ? path : undefined;
}
