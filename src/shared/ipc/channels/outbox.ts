import { z } from 'zod';
import { jsonObject } from '../../api';
import { codedErrorSchema, empty, ok } from './common';

export const syncStatusSchema = z.object({
  /** `paused`: offline on purpose (settings.offline); `offline`: the server can't be reached. */
  state: z.enum(['idle', 'syncing', 'offline', 'auth-error', 'paused']),
  /** Last sync that reached the server and finished; survives restarts. */
  lastSuccessAt: z.string().nullable(),
  lastError: codedErrorSchema.nullable(),
  /** When the scheduler tries again after a failure, if it is waiting. */
  nextAttemptAt: z.string().nullable(),
  /** Writes waiting to be sent (queued or in flight). */
  pending: z.number().int(),
  /** Writes the server refused, waiting for the user. */
  rejected: z.number().int(),
  /** Writes that met a change of the same field on the server, waiting for the user. */
  conflicts: z.number().int(),
});
export type SyncStatusView = z.infer<typeof syncStatusSchema>;

/** One field changed on both sides: the value the edit started from, the user's, the server's. */
export const conflictFieldSchema = z.object({
  path: z.string(),
  base: z.unknown(),
  mine: z.unknown(),
  theirs: z.unknown(),
});
export type ConflictField = z.infer<typeof conflictFieldSchema>;

export const outboxEntrySchema = z.object({
  seq: z.number().int(),
  resource: z.string(),
  op: z.enum(['create', 'patch', 'archive']),
  recordId: z.string(),
  projectId: z.string().nullable(),
  moduleKey: z.string().nullable(),
  body: jsonObject,
  /** What the user changed, as key paths (`fields.phone`); a create's or older entry's body keys. */
  changed: z.array(z.string()).default([]),
  state: z.enum(['queued', 'in_flight', 'rejected', 'conflict']),
  attempts: z.number().int(),
  /** Why the last attempt did not reach the server (network, server error), if it failed. */
  lastError: codedErrorSchema.nullable(),
  rejection: z
    .object({
      status: z.number(),
      code: z.string(),
      message: z.string(),
      details: z.unknown().optional(),
    })
    .nullable(),
  /** Set when state is 'conflict': the fields both sides changed (resolve with outbox.resolve). */
  conflict: z
    .object({
      fields: z.array(conflictFieldSchema),
      /** When the server's copy the conflict was found against was changed, if known. */
      theirsUpdatedAt: z.string().nullable().optional(),
    })
    .nullable(),
  createdAt: z.string(),
});
export type OutboxEntryView = z.infer<typeof outboxEntrySchema>;

export const outboxChannels = {
  'outbox.list': { request: empty, response: z.object({ data: z.array(outboxEntrySchema) }) },
  'outbox.retry': {
    request: z.strictObject({ seq: z.number().int(), body: jsonObject.optional() }),
    response: ok,
  },
  'outbox.discard': { request: z.strictObject({ seq: z.number().int() }), response: ok },
  'outbox.resolve': {
    // For every conflicting field path, whose value wins; the entry then goes out again.
    request: z.strictObject({
      seq: z.number().int(),
      keep: z.record(z.string(), z.enum(['mine', 'theirs'])),
    }),
    response: ok,
  },
  'sync.status': { request: empty, response: syncStatusSchema },
  'sync.now': { request: empty, response: syncStatusSchema },
} as const;
