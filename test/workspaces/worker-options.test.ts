import { describe, expect, it } from 'vitest';
import { withoutSourceLoader } from '../../src/main/worker/host';

/*
 * The core's worker runs built JavaScript. Started from a host that runs from TypeScript
 * sources (`npm start`, the bench: tsx), it must not inherit tsx's loader: every module the
 * worker imports would go through the loader's hooks first, and the app would take longer to
 * start (bench/README.md, "The app's start without the source loader"). Every other option
 * is kept.
 */
describe('the worker thread’s options', () => {
  it('leave out the TypeScript loader the host was started with', () => {
    expect(
      withoutSourceLoader([
        '--require',
        '/work/node_modules/tsx/dist/preflight.cjs',
        '--import',
        'file:///work/node_modules/tsx/dist/loader.mjs',
      ]),
    ).toEqual([]);
    expect(
      withoutSourceLoader(['--import=file:///C:/app/node_modules/tsx/dist/loader.mjs']),
    ).toEqual([]);
    expect(withoutSourceLoader(['-r', 'C:\\app\\node_modules\\tsx\\dist\\preflight.cjs'])).toEqual(
      [],
    );
  });

  it('keep every other option, in order', () => {
    expect(
      withoutSourceLoader([
        '--trace-gc',
        '--require',
        '/work/node_modules/tsx/dist/preflight.cjs',
        '--import',
        './bench/probe.mjs',
        '--cpu-prof',
        '--conditions=development',
      ]),
    ).toEqual([
      '--trace-gc',
      '--import',
      './bench/probe.mjs',
      '--cpu-prof',
      '--conditions=development',
    ]);
  });
});
