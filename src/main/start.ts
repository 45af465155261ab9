import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { startBridge } from './browser/bridge';
import { buildRenderer, rendererIsStale, rendererOutDir, repoRoot } from './browser/renderer-build';
import { openSession } from './ipc/session';

/*
 * `npm start`: the app on the embedded demo workspace. With an Electron binary it runs the real
 * shell (electron-vite); without one it runs browser mode: core + demo server + bridge in this
 * process, and the same renderer in Chromium (or any browser) at a token-protected local URL.
 */

const chromium = '/usr/bin/chromium';

function electronBinary(): string | null {
  try {
    // The electron package exports the binary's path, and throws when it was never downloaded.
    const path = createRequire(import.meta.url)('electron') as unknown;
    return typeof path === 'string' && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

function runElectron(): void {
  const dev = process.argv.includes('--dev');
  const bin = join(repoRoot, 'node_modules', '.bin', 'electron-vite');
  const child = spawn(bin, [dev ? 'dev' : 'preview'], { stdio: 'inherit', cwd: repoRoot });
  child.on('exit', (code) => process.exit(code ?? 0));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
}

/** The user's data dir (XDG), not the repository: the Chromium profile lives there too. */
function defaultDataDir(): string {
  const base = process.env.XDG_DATA_HOME || join(homedir(), '.local', 'share');
  return join(base, 'ortstermin', 'demo');
}

async function runBrowserMode(): Promise<void> {
  console.log('No Electron binary on this machine; starting browser mode');
  if (rendererIsStale()) {
    console.log('Building the renderer…');
    await buildRenderer();
  }
  const dataDir = process.env.ORTSTERMIN_DATA_DIR ?? defaultDataDir();
  const session = await openSession({ dataDir, workspace: { kind: 'demo' } });
  const bridge = await startBridge({
    handlers: session.handlers,
    subscribe: session.subscribe,
    rendererDir: rendererOutDir,
  });
  console.log(`Demo workspace API: ${session.baseUrl} (key demo-key); local data in ${dataDir}`);
  console.log(`Ortstermin is running at ${bridge.appUrl}`);

  let browser: ChildProcess | null = null;
  let stopping = false;
  const display = process.env.DISPLAY || process.env.WAYLAND_DISPLAY;
  if (existsSync(chromium) && display) {
    const profile = join(dataDir, 'chromium-profile');
    mkdirSync(profile, { recursive: true });
    const args = [
      `--app=${bridge.appUrl}`,
      `--user-data-dir=${profile}`,
      '--no-first-run',
      '--window-size=1280,820',
      // Chromium refuses to start as root with its sandbox (containers, CI).
      ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
    ];
    browser = spawn(chromium, args, { stdio: 'ignore' });
    browser.on('error', () =>
      console.log(`Could not open ${chromium}; open the URL above in a browser.`),
    );
    browser.on('exit', (code) => {
      if (!stopping && code)
        console.log(`Chromium exited (code ${code}); open the URL above in a browser.`);
    });
    console.log('Opened in Chromium (app window). Press Ctrl+C to stop.');
  } else {
    console.log(
      `${existsSync(chromium) ? 'No display' : 'No Chromium at ' + chromium}: open the URL above in a browser. Press Ctrl+C to stop.`,
    );
  }

  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping Ortstermin…');
    browser?.kill('SIGTERM');
    await bridge.close();
    await session.close();
    console.log('Stopped. Local changes are kept in ' + dataDir);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

if (electronBinary()) {
  console.log('Starting the Electron app (electron-vite).');
  runElectron();
} else {
  runBrowserMode().catch((error: unknown) => {
    console.error(
      `Ortstermin could not start: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  });
}
