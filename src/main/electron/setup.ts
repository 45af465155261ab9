import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

/*
 * `npm run electron:setup` (tsx src/main/electron/setup.ts): makes this machine able to run the
 * Electron shell, without touching the plain-Node build that tests and the CLI use.
 *   1. downloads the Electron binary (node_modules/electron/install.js);
 *   2. builds better-sqlite3 against Electron's ABI into build/electron-native/, a copy of the
 *      package, so node_modules/better-sqlite3 stays built for Node.
 * The Electron host is meant to load build/electron-native/better_sqlite3.node through
 * better-sqlite3's `nativeBinding` option (see native-binding.ts).
 */

const root = resolve(import.meta.dirname, '../../..');
const electronNativeDir = join(root, 'build', 'electron-native');
const electronNativeBinding = join(electronNativeDir, 'better_sqlite3.node');

function run(command: string, args: string[], cwd = root): void {
  console.log(`> ${command} ${args.join(' ')}`);
  execFileSync(command, args, { cwd, stdio: 'inherit' });
}

/** npm ships node-gyp; use that one rather than adding a dependency. */
function nodeGyp(): string {
  const bundled = join(
    dirname(process.execPath),
    '..',
    'lib',
    'node_modules',
    'npm',
    'node_modules',
    'node-gyp',
    'bin',
    'node-gyp.js',
  );
  if (!existsSync(bundled)) throw new Error(`node-gyp was not found at ${bundled}.`);
  return bundled;
}

function main(): void {
  const electronPkg = join(root, 'node_modules', 'electron');
  const { version } = createRequire(import.meta.url)(join(electronPkg, 'package.json')) as {
    version: string;
  };

  run(process.execPath, [join(electronPkg, 'install.js')]);

  const source = join(root, 'node_modules', 'better-sqlite3');
  const copy = join(electronNativeDir, 'better-sqlite3');
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(electronNativeDir, { recursive: true });
  cpSync(source, copy, {
    recursive: true,
    filter: (path) => !path.startsWith(join(source, 'build')),
  });
  run(
    process.execPath,
    [
      nodeGyp(),
      'rebuild',
      '--release',
      `--target=${version}`,
      '--runtime=electron',
      '--dist-url=https://electronjs.org/headers',
    ],
    copy,
  );
  cpSync(join(copy, 'build', 'Release', 'better_sqlite3.node'), electronNativeBinding);
  console.log(
    `Electron ${version} is installed; better-sqlite3 for Electron is at ${electronNativeBinding}.`,
  );
}

try {
  main();
} catch (error) {
  console.error(`electron:setup failed: ${error instanceof Error ? error.message : String(error)}`);
  console.error('It needs network access to the Electron release and header downloads.');
  process.exit(1);
}
