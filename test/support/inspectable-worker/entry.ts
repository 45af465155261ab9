import { parentPort } from 'node:worker_threads';
import { toIpcError } from '../../../src/main/ipc/errors';
import { openedCore } from './core-capture';
import '../../../src/main/worker/core-worker';
import type { InspectAnswer, InspectOutcome, InspectRequest, OpenInspector } from './protocol';

/*
 * The core's worker as the tests run it: the app's worker (core-worker.ts, unchanged, run by the
 * import above) plus the tests' line into its store and engine (protocol.ts). Both listen on the
 * same port; the app's worker ignores the one message it does not know.
 */

parentPort!.on('message', (message: { kind?: string }) => {
  if (message?.kind !== 'open-inspector') return;
  const { calls, outcomes, signal } = message as OpenInspector;
  calls.on('message', ({ target, name, args, seq }: InspectRequest) => {
    let answer: InspectAnswer;
    try {
      const core = openedCore();
      // "searchIndexes.complete": a method of one of the store's groups.
      const path = name.split('.');
      let object = (target === 'store' ? core.store : core.engine) as unknown as Record<
        string,
        unknown
      >;
      for (const part of path.slice(0, -1)) object = object[part] as Record<string, unknown>;
      const member = object[path[path.length - 1]!];
      const value =
        typeof member === 'function'
          ? (member as (...a: unknown[]) => unknown).apply(object, args)
          : member;
      if (value && typeof (value as Promise<unknown>).then === 'function') {
        (value as Promise<unknown>).then(
          (result) => outcomes.postMessage({ seq, ok: true, value: result } as InspectOutcome),
          (error: unknown) =>
            outcomes.postMessage({
              seq,
              ok: false,
              error: toIpcError(`${target}.${name}`, error),
            } as InspectOutcome),
        );
        answer = { ok: true, pending: true };
      } else answer = { ok: true, value };
    } catch (error) {
      answer = { ok: false, error: toIpcError(`${target}.${name}`, error) };
    }
    try {
      calls.postMessage(answer);
    } catch (error) {
      calls.postMessage({
        ok: false,
        error: toIpcError(`${target}.${name}`, new Error(`the answer could not cross: ${error}`)),
      } as InspectAnswer);
    }
    Atomics.store(signal, 0, 1);
    Atomics.notify(signal, 0);
  });
});
