import { existsSync } from 'node:fs';
import type { LaunchOptions } from 'playwright-core';

/** Debian's Chromium: playwright-core drives it and never downloads a browser of its own. */
export const chromiumExecutable = '/usr/bin/chromium';

/**
 * How the browser tests and the UI bench launch it: headless, no sandbox (root in CI), and
 * nothing that reaches the network or the GPU on its own.
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: chromiumExecutable,
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
};

/*
 * Debian's /usr/bin/chromium is a shell script that sources /etc/chromium.d and adds a desktop's
 * flags (GPU rasterisation, extension loading, …) before starting this program. The browser
 * tests start the program itself with only the flags above: their Chromium spent about a tenth
 * less CPU (two journeys, twice each at load 12–13: 6.3–8.8 s through the script, 5.7–7.8 s
 * without). The UI bench keeps the script, so its figures stay comparable with earlier runs.
 */
const chromiumProgram = '/usr/lib/chromium/chromium';

/** The browser tests' launch: Debian's program directly where it is installed so. */
export const testChromiumLaunchOptions: LaunchOptions = {
  ...chromiumLaunchOptions,
  executablePath: existsSync(chromiumProgram) ? chromiumProgram : chromiumExecutable,
};
