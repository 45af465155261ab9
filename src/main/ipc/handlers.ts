import type { z } from 'zod';
import { describeIssues } from '../../shared/api';
import {
  contract,
  isChannel,
  type Channel,
  type IpcErrorData,
  type IpcResult,
  type OutboxEntryView,
  type ResponseOf,
  type SyncStatusView,
} from '../../shared/ipc/contract';
import type { Core } from '../core';
import { HostError, toIpcError } from './errors';
import { contactDetail, pageOf, pipelineView, projectDetail } from './reads';

type Parsed<C extends Channel> = z.output<(typeof contract)[C]['request']>;
type Handler<C extends Channel> = (request: Parsed<C>) => ResponseOf<C> | Promise<ResponseOf<C>>;

/** One function per channel of the contract; the request arrives already validated. */
export type Handlers = { [C in Channel]: Handler<C> };

/** The channels the host answers (workspace manager), not one workspace's core. */
export const hostChannels = [
  'workspaces.list',
  'workspaces.add',
  'workspaces.test',
  'workspaces.switch',
  'workspaces.setKey',
  'workspaces.rename',
  'workspaces.remove',
  'settings.get',
  'settings.set',
  'demo.status',
  'demo.setRunning',
] as const satisfies readonly Channel[];
export type HostChannel = (typeof hostChannels)[number];
export type CoreChannel = Exclude<Channel, HostChannel>;
export type CoreHandlers = { [C in CoreChannel]: Handler<C> };
export type HostHandlers = { [C in HostChannel]: Handler<C> };

export interface HandlerOptions {
  now?: () => Date;
  /** True while the user works offline on purpose: sync.now does not touch the network. */
  isPaused?: () => boolean;
}

/** The handler map over one workspace's core (DESIGN.md decision 3). Every write goes through the store. */
export function createHandlers(
  core: Pick<Core, 'store' | 'engine'>,
  options: HandlerOptions = {},
): CoreHandlers {
  const { store, engine } = core;
  const now = options.now ?? (() => new Date());
  const paused = options.isPaused ?? (() => false);
  const written = <T>(value: T): T => {
    engine.notifyLocalWrite();
    return value;
  };
  const ok = { ok: true as const };

  return {
    'contacts.search': ({ text, limit = 50, offset = 0 }) =>
      pageOf((page) => store.searchContacts(text, page), { limit, offset }),
    'contacts.get': ({ id }) => contactDetail(store, id),
    'contacts.create': ({ body }) => written(store.createContact(body)),
    'contacts.patch': ({ id, body }) => written(store.patchContact(id, body)),
    'buildings.create': ({ body }) => written(store.createBuilding(body)),
    'deals.pipeline': () => pipelineView(store, now()),
    'deals.create': ({ body }) => written(store.createDeal(body)),
    'deals.patch': ({ id, body }) => written(store.patchDeal(id, body)),
    'deals.archive': ({ id }) => written(store.archiveDeal(id)),
    'projects.list': ({ text = '', limit = 100, offset = 0 }) =>
      pageOf((page) => store.searchProjects(text, page), { limit, offset }),
    'projects.get': ({ id }) => projectDetail(store, id),
    'modules.patch': ({ projectId, moduleKey, body }) =>
      written(store.patchModule(projectId, moduleKey, body)),
    'outbox.list': () => ({ data: store.listOutbox().map(outboxEntryView) }),
    'outbox.retry': ({ seq, body }) => {
      store.retryRejected(seq, body);
      return written(ok);
    },
    'outbox.discard': ({ seq }) => {
      store.discard(seq);
      return written(ok);
    },
    'outbox.resolve': ({ seq, keep }) => {
      const resolve = (store as { resolveConflict?: unknown }).resolveConflict;
      if (typeof resolve !== 'function')
        throw new HostError(
          'not_supported',
          'This version of the core cannot resolve conflicts yet (store.resolveConflict).',
          { channel: 'outbox.resolve' },
        );
      (resolve as (seq: number, keep: Record<string, 'mine' | 'theirs'>) => void).call(
        store,
        seq,
        keep,
      );
      return written(ok);
    },
    'sync.status': () => syncStatusView(engine.status, paused()),
    'sync.now': async () => {
      // A failed sync is reported through the status (state + lastError), not as an IPC error.
      // Offline on purpose: nothing goes to the network, the status says so.
      if (!paused()) await engine.sync({ sweep: true }).catch(() => undefined);
      return syncStatusView(engine.status, paused());
    },
  };
}

type CodedError = NonNullable<SyncStatusView['lastError']>;

/** A coded error as the contract wants it; a bare string (older core) becomes `fallbackCode`. */
function codedError(value: unknown, fallbackCode: string): CodedError | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object' && typeof (value as { code?: unknown }).code === 'string') {
    const { code, params } = value as { code: string; params?: unknown };
    const clean: CodedError['params'] = {};
    if (params && typeof params === 'object')
      for (const [k, v] of Object.entries(params))
        if (typeof v === 'string' || typeof v === 'number') clean[k] = v;
    return { code, params: clean };
  }
  return { code: fallbackCode, params: {} };
}

/**
 * The engine's status in the contract's shape. With an engine that pauses itself the state is
 * its own; while the host pauses an older engine (stopped), the state reads 'paused'.
 */
export function syncStatusView(status: object, paused: boolean): SyncStatusView {
  const s = status as Record<string, unknown>;
  const num = (v: unknown) => (typeof v === 'number' ? v : 0);
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  let state = s.state as SyncStatusView['state'];
  if (paused && state !== 'syncing') state = 'paused';
  return {
    state,
    lastSuccessAt: str(s.lastSuccessAt),
    lastError: codedError(s.lastError, 'sync_failed'),
    nextAttemptAt: state === 'paused' ? null : str(s.nextAttemptAt),
    pending: num(s.pending),
    rejected: num(s.rejected),
    conflicts: num(s.conflicts),
  };
}

/** An outbox entry in the contract's shape (conflict and coded lastError from newer cores). */
export function outboxEntryView(entry: object): OutboxEntryView {
  const e = entry as OutboxEntryView & Record<string, unknown>;
  return {
    ...e,
    lastError: codedError(e.lastError, 'send_failed'),
    conflict: (e.conflict as OutboxEntryView['conflict'] | undefined) ?? null,
  };
}

/** Any subset of the handlers: dispatch answers `unknown_channel` for a channel without one. */
export type HandlerMap = { [C in Channel]?: Handler<C> };

/**
 * The single entry point of both transports: checks the channel, validates the request, runs the
 * handler and returns an envelope. Never throws; a failure names the channel (and the field).
 */
export async function dispatch(
  handlers: HandlerMap,
  channel: unknown,
  request: unknown,
): Promise<IpcResult<unknown>> {
  if (!isChannel(channel) || !handlers[channel]) {
    return fail({
      code: 'unknown_channel',
      params: { channel: String(channel).slice(0, 100) },
      message: `There is no IPC channel "${String(channel).slice(0, 100)}" on this host. Known channels: ${Object.keys(handlers).join(', ')}.`,
    });
  }
  const parsed = contract[channel].request.safeParse(request ?? {});
  if (!parsed.success) {
    const issues = describeIssues(parsed.error);
    return fail({
      code: 'invalid_request',
      params: { channel },
      message: `${channel}: invalid request: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`,
      issues,
    });
  }
  try {
    const handler = handlers[channel] as (request: unknown) => unknown;
    const value = await handler(parsed.data);
    const checked = contract[channel].response.safeParse(value);
    if (!checked.success) {
      const detail = describeIssues(checked.error)
        .slice(0, 3)
        .map((i) => `${i.path}: ${i.message}`)
        .join('; ');
      return fail({
        code: 'internal',
        params: { channel },
        message: `${channel}: the answer did not match the contract (${detail}).`,
      });
    }
    return { ok: true, value: checked.data };
  } catch (error) {
    return fail(toIpcError(channel, error));
  }
}

function fail(error: IpcErrorData): IpcResult<never> {
  return { ok: false, error };
}
