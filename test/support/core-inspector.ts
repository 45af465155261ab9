import {
  MessageChannel,
  receiveMessageOnPort,
  type MessagePort,
  type Worker,
} from 'node:worker_threads';
import type { Core } from '../../src/main/core';
import { CoreError } from '../../src/main/core/errors';
import type { IpcErrorData } from '../../src/shared/ipc/contract';
import type {
  InspectAnswer,
  InspectOutcome,
  InspectRequest,
  OpenInspector,
} from './inspectable-worker/protocol';
import { coreWorkerIn } from './core-workers';

/*
 * A session's store and engine, called from a test as if they were in this thread: each call
 * blocks until the core's worker answered (a method that returns a promise gives one). Only
 * methods and `engine.status` / `engine.isPaused` cross. The worker must be the test build
 * (inspectable-worker/, which test/setup/inspectable-worker.ts makes the host start).
 */

export type CoreAccess = Pick<Core, 'store' | 'engine'>;

interface Line {
  calls: MessagePort;
  signal: Int32Array;
  pending: Map<number, { resolve(value: unknown): void; reject(error: unknown): void }>;
}

const lines = new WeakMap<Worker, Line>();
let seq = 0;
const answerWaitMs = 30_000;
const properties = new Set(['status', 'isPaused']);
/** The store's groups of methods (`store.searchIndexes.complete()`). */
const groups = new Set(['searchIndexes', 'contactSearch', 'dealBoardCopy']);

/**
 * The core of the session whose database lies in `dataDir` (its current worker, a new one after
 * a crash: core-workers.ts), called synchronously.
 */
export function inspectCore(dataDir: string): CoreAccess {
  const proxy = <T extends object>(target: 'store' | 'engine') =>
    new Proxy({} as T, {
      get: (_, name) => {
        if (typeof name !== 'string' || name === 'then') return undefined;
        if (target === 'engine' && properties.has(name)) return call(dataDir, target, name, []);
        if (target === 'store' && groups.has(name))
          return new Proxy(
            {},
            {
              get: (__, method) =>
                typeof method !== 'string' || method === 'then'
                  ? undefined
                  : (...args: unknown[]) => call(dataDir, target, `${name}.${method}`, args),
            },
          );
        return (...args: unknown[]) => call(dataDir, target, name, args);
      },
    });
  return { store: proxy('store'), engine: proxy('engine') };
}

function call(dataDir: string, target: 'store' | 'engine', name: string, args: unknown[]) {
  const worker = coreWorkerIn(dataDir);
  if (!worker) throw new CoreError('core_restarted', 'The core is restarting.');
  const line = lineTo(worker);
  const request: InspectRequest = { target, name, args, seq: ++seq };
  Atomics.store(line.signal, 0, 0);
  line.calls.postMessage(request);
  const woke = Atomics.wait(line.signal, 0, 0, answerWaitMs);
  if (woke === 'timed-out')
    throw new Error(
      `The core did not answer ${target}.${name} in ${answerWaitMs / 1000} s (is the worker the test build?).`,
    );
  const answer = receiveAnswer(line);
  if (!answer)
    throw new Error(
      `No answer to ${target}.${name} (woke: ${woke}, signal: ${Atomics.load(line.signal, 0)}, worker ${worker.threadId}).`,
    );
  if (!answer.ok) throw errorOf(answer.error);
  if (answer.pending)
    return new Promise((resolve, reject) => line.pending.set(request.seq, { resolve, reject }));
  return answer.value;
}

/*
 * The worker posts its answer, then raises the signal. One clean-clone CI run woke with the signal
 * raised and the port still empty (the heat pump journey's first dump); so the answer is looked
 * for a little longer before the call fails, and the failure says what was seen.
 */
function receiveAnswer(line: Line): InspectAnswer | undefined {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (let tries = 0; tries < 200; tries++) {
    const received = receiveMessageOnPort(line.calls);
    if (received) return received.message as InspectAnswer;
    Atomics.wait(pause, 0, 0, 10);
  }
  return undefined;
}

function lineTo(worker: Worker): Line {
  const known = lines.get(worker);
  if (known) return known;
  const calls = new MessageChannel();
  const outcomes = new MessageChannel();
  const line: Line = {
    calls: calls.port1,
    signal: new Int32Array(new SharedArrayBuffer(4)),
    pending: new Map(),
  };
  const open: OpenInspector = {
    kind: 'open-inspector',
    calls: calls.port2,
    outcomes: outcomes.port2,
    signal: line.signal,
  };
  worker.postMessage(open, [calls.port2, outcomes.port2]);
  outcomes.port1.on('message', (outcome: InspectOutcome) => {
    const waiting = line.pending.get(outcome.seq);
    if (!waiting) return;
    line.pending.delete(outcome.seq);
    if (outcome.ok) waiting.resolve(outcome.value);
    else waiting.reject(errorOf(outcome.error));
  });
  // The test's process may end while this line is open.
  outcomes.port1.unref();
  worker.once('exit', () => {
    for (const waiting of line.pending.values())
      waiting.reject(new CoreError('core_restarted', 'The core stopped before it answered.'));
    calls.port1.close();
    outcomes.port1.close();
  });
  lines.set(worker, line);
  return line;
}

function errorOf(data: IpcErrorData): CoreError {
  const error = new CoreError(data.code, data.message, data.params);
  if (data.issues) Object.assign(error, { issues: data.issues });
  return error;
}
