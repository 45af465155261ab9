import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './errors';
import type { Store } from './store';

const maxKeyLength = 255;

/**
 * Runs a POST's write in one transaction and answers with `statusCode`. With an Idempotency-Key
 * header, the first response is stored with the write; the same key with the same request gets
 * that response again (no second record), with a different request 422 idempotency_key_reused.
 * A failed write stores nothing, so a corrected retry with the same key works.
 */
export function writeOnce(
  store: Store,
  request: FastifyRequest,
  reply: FastifyReply,
  write: () => unknown,
  statusCode = 201,
): unknown {
  const key = request.headers['idempotency-key'];
  if (key === undefined) {
    const body = store.transaction(write);
    reply.code(statusCode);
    return body;
  }
  if (typeof key !== 'string' || key.length === 0 || key.length > maxKeyLength) {
    throw new ApiError(
      400,
      'validation_failed',
      `Idempotency-Key: must be one value of 1 to ${maxKeyLength} characters`,
      [{ path: 'Idempotency-Key', message: `must be 1 to ${maxKeyLength} characters` }],
    );
  }
  const fingerprint = createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
  return store.transaction(() => {
    const stored = store.idempotencyKeys.find(request.workspaceId, key);
    if (stored) {
      if (stored.fingerprint !== fingerprint) {
        throw new ApiError(
          422,
          'idempotency_key_reused',
          `Idempotency-Key "${key}" was already used for a different request; use a new key for a new request.`,
        );
      }
      reply.code(stored.statusCode).header('Idempotent-Replayed', 'true');
      return stored.body;
    }
    const body = write();
    store.idempotencyKeys.save(request.workspaceId, key, { fingerprint, statusCode, body });
    reply.code(statusCode);
    return body;
  });
}
