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
  /** Committed work a crash damaged and the database's recovery dropped, until dismissed. */
  dataLoss: z.object({ lostTransactions: z.number().int(), detectedAt: z.string() }).nullable(),
});
export type SyncStatusView = z.infer<typeof syncStatusSchema>;

/**
 * One key changed on both sides: the value the edit started from, the user's, the server's. A
 * side that has no such key (removed by the user, by the office, by a newer module format) has
 * no property at all, as the conflict is stored; `null` is a value of its own.
 */
export const conflictFieldSchema = z.object({
  /** The key path, segments joined by '.', e.g. `fields.email`; the key of a choice. */
  path: z.string(),
  /** The same path as keys (a key may itself contain a dot). */
  segments: z.array(z.string()),
  base: z.unknown().optional(),
  mine: z.unknown().optional(),
  theirs: z.unknown().optional(),
});
export type ConflictField = z.infer<typeof conflictFieldSchema>;

/** Per conflicting key: the user's value, the server's, or one the user typed (`{ value }`). */
export const conflictChoiceSchema = z.union([
  z.enum(['mine', 'theirs']),
  z.strictObject({ value: z.unknown() }),
]);
export type ConflictChoice = z.infer<typeof conflictChoiceSchema>;

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
      /**
       * changed: keys changed on both sides (fields). maybeCreated: a create whose answer was
       * lost, and a record made since that may be it (candidate): "Das ist meiner" or "Neu
       * anlegen" (outbox.settle adopt / createNew). deleted / archived: the record is gone from
       * the server or archived there since the edit: discard, or restore it and send (restore).
       */
      kind: z.enum(['changed', 'maybeCreated', 'deleted', 'archived']).default('changed'),
      candidate: z.object({ id: z.string(), record: jsonObject }).nullable().default(null),
      fields: z.array(conflictFieldSchema),
      /** When the server's copy the conflict was found against was changed, if known. */
      theirsUpdatedAt: z.string().nullable().optional(),
      /** deleted, a PV plan: its project is gone too; restore makes both again. */
      projectGone: z.literal(true).optional(),
    })
    .nullable(),
  createdAt: z.string(),
  /**
   * Set when the stored entry could not be read or shown as it is (damaged JSON, a shape this
   * version does not know): what went wrong, in English for the log. The entry is still listed,
   * as a refused write with whatever could be read, so it can be exported, edited or discarded.
   */
  unreadable: z.string().nullable().default(null),
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
    // For every conflicting field path, whose value wins (or a value of the user's own); the
    // entry then goes out again.
    request: z.strictObject({
      seq: z.number().int(),
      keep: z.record(z.string(), conflictChoiceSchema),
    }),
    response: ok,
  },
  'outbox.settle': {
    // A conflict without keys to choose (see the conflict's kind): adopt the candidate as this
    // device's record, create anew, or restore the deleted or archived record and send the edit.
    request: z.strictObject({
      seq: z.number().int(),
      choice: z.enum(['adopt', 'createNew', 'restore']),
    }),
    response: ok,
  },
  'sync.status': { request: empty, response: syncStatusSchema },
  'sync.now': { request: empty, response: syncStatusSchema },
  /** The user has read the data-loss notice; it is not shown again. */
  'sync.dismissDataLoss': { request: empty, response: syncStatusSchema },
  /**
   * Every local id the sync renamed to the server's id (within the days the core keeps them,
   * chains followed: former id → current id). A window starting, or a workspace switched to,
   * moves its drafts and route by these: it heard no `changes` event while it was closed.
   */
  'sync.renames': {
    request: empty,
    response: z.object({ renamed: z.record(z.string().min(1), z.string().min(1)) }),
  },
} as const;
