import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { startBrowserApp } from './browser/app';
import { AppAlreadyRunningError, runningInstance } from './browser/instance';
import { buildIsStale, ensureBuilt, repoRoot } from './build/electron-build';
import { startMessages } from './start-messages';

/*
 * `npm start`: the app, on the embedded demo workspace on a first start. With an Electron binary it runs the real
 * shell (electron-vite); without one it runs browser mode: core + demo server + bridge in this
 * process, and the same renderer in Chromium (or any browser) at a token-protected local URL.
 */

const chromium = '/usr/bin/chromium';
const say = startMessages();

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
  return join(base, 'ortstermin');
}

function chromiumArgs(dataDir: string, appUrl: string): string[] {
  const profile = join(dataDir, 'chromium-profile');
  mkdirSync(profile, { recursive: true, mode: 0o700 });
  return [
    `--app=${appUrl}`,
    `--user-data-dir=${profile}`,
    '--no-first-run',
    '--window-size=1280,820',
    // Chromium refuses to start as root with its sandbox (containers, CI).
    ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
  ];
}

const display = () => process.env.DISPLAY || process.env.WAYLAND_DISPLAY;

/** A second start on the same data folder: say so, German first, and show the first one. */
function alreadyRunning(appUrl: string | null, dataDir: string): never {
  console.log(appUrl ? say.alreadyRunning(appUrl) : say.alreadyStarting(dataDir));
  if (appUrl && existsSync(chromium) && display()) {
    // Chromium hands the URL to the window of the first start (same profile).
    spawn(chromium, chromiumArgs(dataDir, appUrl), { stdio: 'ignore', detached: true }).unref();
  }
  process.exit(0);
}

async function runBrowserMode(): Promise<void> {
  console.log(say.browserMode);
  const dataDir = process.env.ORTSTERMIN_DATA_DIR ?? defaultDataDir();
  const other = await runningInstance(dataDir);
  if (other) alreadyRunning(other.appUrl, dataDir);
  // The window's renderer and the core's worker, from the one build Electron runs too.
  if (buildIsStale()) {
    console.log(say.building);
    await ensureBuilt();
  }
  // Assigned by openWindow (a call TypeScript's narrowing does not see).
  let browser = null as ChildProcess | null;
  let stopping = false;
  // The window opens as soon as the page can be served and loads while the core opens.
  const openWindow = (appUrl: string) => {
    if (!existsSync(chromium) || !display()) return;
    browser = spawn(chromium, chromiumArgs(dataDir, appUrl), { stdio: 'ignore' });
    browser.on('error', () => console.log(say.chromiumFailed(chromium)));
    browser.on('exit', (code) => {
      if (!stopping && code) console.log(say.chromiumExited(code));
    });
  };
  let app;
  try {
    app = await startBrowserApp({ dataDir, openWindow });
  } catch (error) {
    // The core did not open: the window that was loading it goes.
    stopping = true;
    browser?.kill('SIGTERM');
    if (error instanceof AppAlreadyRunningError) alreadyRunning(error.appUrl, dataDir);
    throw error;
  }
  const demo = app.manager.demo;
  console.log(say.demoApi(demo?.url ?? '–', dataDir));
  console.log(say.running(app.appUrl));
  if (browser) console.log(say.openedInChromium);
  else console.log(existsSync(chromium) ? say.noDisplay : say.noChromium(chromium));

  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${say.stopping}`);
    browser?.kill('SIGTERM');
    await app.close();
    console.log(say.stopped(dataDir));
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

if (electronBinary()) {
  console.log(say.startingElectron);
  runElectron();
} else {
  runBrowserMode().catch((error: unknown) => {
    console.error(say.couldNotStart(error instanceof Error ? error.message : String(error)));
    process.exit(1);
  });
}
