import { z } from 'zod';
import { ApiError } from '../api/errors';
import type { OutboxEntry } from '../store';
import { loadCapabilities, rememberCapability } from './capabilities';
import type { SyncContext } from './context';
import type { OutgoingRequest } from './requests';
import { withRetry } from './retry';

/**
 * Does the server honour Idempotency-Key? Only then is resending a create whose answer was lost
 * safe by itself (looking for "the record it made" by its content would adopt the office's
 * record with the same name). The interface does not say, so it is asked without side effects:
 * a POST whose body no create accepts (`[]`), with a key the server already stored. A server
 * that keeps keys answers 422 `idempotency_key_reused` before it reads the body; one that ignores
 * keys refuses the body (400) and creates nothing.
 *
 * The key is one of an acknowledged create (remembered once, below): the answer is certain
 * either way. Without one, the lost create's own key: 422 says the server has both the key and
 * the record; anything else may also mean the first attempt never arrived, so it stays unknown.
 */
export async function honoursIdempotency(
  ctx: SyncContext,
  entry: OutboxEntry,
  request: OutgoingRequest,
  now: number,
  counter: { requests: number },
): Promise<boolean | undefined> {
  const known = loadCapabilities(ctx.store, now).idempotency;
  if (known !== undefined) return known;
  const stored = ctx.store.getSyncState<StoredKey>(storedKeyState);
  const probe = stored ?? { path: request.path, key: request.idempotencyKey ?? '' };
  if (!probe.key) return undefined;
  let reused: boolean;
  try {
    counter.requests++;
    await withRetry(
      () =>
        ctx.client.send('POST', probe.path, z.unknown(), { body: [], idempotencyKey: probe.key }),
      ctx.retry,
      ctx.random,
    );
    reused = false;
  } catch (error) {
    if (!(error instanceof ApiError) || (error.kind !== 'rejected' && error.kind !== 'protocol'))
      throw error;
    reused = error.status === 422 && error.code === 'idempotency_key_reused';
  }
  if (reused) rememberCapability(ctx.store, 'idempotency', true, now);
  else if (stored) rememberCapability(ctx.store, 'idempotency', false, now);
  return reused || (stored ? false : undefined);
}

/** A replayed answer proves it. */
export function learnIdempotency(ctx: SyncContext, replayed: boolean, now: number): void {
  if (replayed && loadCapabilities(ctx.store, now).idempotency !== true)
    rememberCapability(ctx.store, 'idempotency', true, now);
}

interface StoredKey {
  path: string;
  key: string;
}
const storedKeyState = 'idempotency:acknowledged-key';

/** Keeps the key of one acknowledged create, for the probe above (one write, once). */
export function rememberAcknowledgedKey(ctx: SyncContext, request: OutgoingRequest): void {
  if (!request.idempotencyKey || ctx.store.getSyncState<StoredKey>(storedKeyState)) return;
  ctx.store.setSyncState(storedKeyState, {
    path: request.path,
    key: request.idempotencyKey,
  } satisfies StoredKey);
}
