import { ensureBuilt } from '../../src/main/build/electron-build';
import {
  buildInspectableWorker,
  inspectableWorker,
  inspectableWorkerSources,
} from '../support/inspectable-worker/build';
import { buildNodeEntries, staleBuild } from '../support/node-build';

/*
 * Builds out/ (electron-vite) once before any test file runs, when a source is newer than the
 * build. Tests that start the core's worker or serve the renderer take them from out/; without
 * this, the first of several parallel files would build while the others wait on its lock, and
 * on a fresh clone that wait counts against each test's timeout. Then the test builds, each only
 * when a source changed since: the core's worker with the tests' line into it
 * (test/support/inspectable-worker), which the tests start instead of out/'s, and the programs
 * tests start as child processes (test/support/node-build.ts: the command line, a sync client).
 */
export default async function setup(): Promise<void> {
  await ensureBuilt();
  await Promise.all([
    staleBuild([inspectableWorker], inspectableWorkerSources)
      ? buildInspectableWorker()
      : undefined,
    buildNodeEntries(),
  ]);
}
