import { resolve, sep } from 'node:path';
import type { Worker } from 'node:worker_threads';

/*
 * The core workers this test process runs, by the database each opened: the test's own handle
 * on a session's worker thread, to reach into its store (core-inspector.ts) or to end it as a
 * crash would. test/setup/inspectable-worker.ts records each as it is made; a worker that
 * exited is forgotten, so after a crash the host's new worker is the one found.
 */

const running = new Map<Worker, string>();

export function recordCoreWorker(worker: Worker, dbPath: string): void {
  running.set(worker, resolve(dbPath));
  worker.once('exit', () => running.delete(worker));
}

/**
 * The running core worker whose database lies in `dir` (a session's data folder, or the app's,
 * which holds its workspaces' folders); the newest when a workspace switch left two. Null
 * between a crash and the new worker.
 */
export function coreWorkerIn(dir: string): Worker | null {
  const folder = resolve(dir) + sep;
  let found: Worker | null = null;
  for (const [worker, dbPath] of running) if (dbPath.startsWith(folder)) found = worker;
  return found;
}

/** The same, for a test that needs it to run: fails when no core worker runs there. */
export function runningCoreWorker(dir: string): Worker {
  const worker = coreWorkerIn(dir);
  if (!worker) throw new Error(`No core worker runs on a database in ${dir}.`);
  return worker;
}
