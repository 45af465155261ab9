import type { MessagePort } from 'node:worker_threads';
import type { IpcErrorData } from '../../../src/shared/ipc/contract';

/*
 * The tests' line into a core worker (core-inspector.ts on the test's side, entry.ts in the
 * worker): the test's thread calls a method of the worker's store or engine and blocks until the
 * worker answered. Only the test build of the worker listens; the app's worker has no such line.
 */

/** Sent once to a worker, on its ordinary message port, to open the line. */
export interface OpenInspector {
  kind: 'open-inspector';
  /** Requests, and their immediate answers (read with receiveMessageOnPort while blocked). */
  calls: MessagePort;
  /** The outcome of a method that returned a promise, later, by its seq. */
  outcomes: MessagePort;
  /** Set to 1 by the worker when an answer is on `calls`. */
  signal: Int32Array;
}

export interface InspectRequest {
  target: 'store' | 'engine';
  /** A method's name, or a group's and its method's ("searchIndexes.complete"). */
  name: string;
  args: unknown[];
  seq: number;
}

export type InspectAnswer =
  | { ok: true; value: unknown; pending?: false }
  | { ok: true; pending: true }
  | { ok: false; error: IpcErrorData };

export type InspectOutcome =
  { seq: number; ok: true; value: unknown } | { seq: number; ok: false; error: IpcErrorData };
