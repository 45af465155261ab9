// `npm install` runs this (the root package's postinstall): builds the addon with npm's own
// node-gyp, on Linux only, where it is used (src/main/worker/host-thread.ts). A failed build
// is reported and does not fail the install: the app runs without the addon, as before it.
import { spawnSync } from 'node:child_process';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

if (process.platform !== 'linux') {
  console.log(`thread-slice: not built (only used on Linux, this is ${process.platform}).`);
  process.exit(0);
}
// npm names its bundled node-gyp in the environment of the scripts it runs.
const gyp = process.env.npm_config_node_gyp;
const [command, args] = gyp ? [process.execPath, [gyp]] : ['node-gyp', []];
const result = spawnSync(command, [...args, 'rebuild', '--loglevel=warn'], {
  cwd: here,
  stdio: 'inherit',
});
if (result.status !== 0) {
  console.warn(
    'thread-slice: the addon could not be built (is a C compiler installed?). The app runs ' +
      'without it; its event loop may stall longer during a first sync (docs/architecture.md).',
  );
}
