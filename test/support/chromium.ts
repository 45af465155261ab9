import type { LaunchOptions } from 'playwright-core';

/**
 * Debian's Chromium: playwright-core drives it and never downloads a browser of its own.
 * ORTSTERMIN_CHROMIUM=/usr/bin/chromium-headless-shell (Debian's `chromium-headless-shell`, the
 * same version without the full browser around the page) runs the journeys on about a quarter
 * less of Chromium's CPU (bench/README.md, "The test suite").
 */
export const chromiumExecutable = process.env.ORTSTERMIN_CHROMIUM || '/usr/bin/chromium';

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
