import type { z } from 'zod';
import { describeIssues } from '../../shared/api';
import {
  contract,
  isChannel,
  type Channel,
  type IpcErrorData,
  type IpcResult,
  type ResponseOf,
} from '../../shared/ipc/contract';
import type { Core } from '../core';
import { toIpcError } from './errors';
import { contactDetail, pageOf, pipelineView, projectDetail } from './reads';

type Parsed<C extends Channel> = z.output<(typeof contract)[C]['request']>;

/** One function per channel of the contract; the request arrives already validated. */
export type Handlers = {
  [C in Channel]: (request: Parsed<C>) => ResponseOf<C> | Promise<ResponseOf<C>>;
};

export interface HandlerOptions {
  /** Called when the user enters a key: the host stores it (Electron: safeStorage). */
  saveApiKey?: (apiKey: string) => void | Promise<void>;
  now?: () => Date;
}

/** The handler map over the core (DESIGN.md decision 3). Every write goes through the store. */
export function createHandlers(
  core: Pick<Core, 'store' | 'engine'>,
  options: HandlerOptions = {},
): Handlers {
  const { store, engine } = core;
  const now = options.now ?? (() => new Date());
  const written = <T>(value: T): T => {
    engine.notifyLocalWrite();
    return value;
  };

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
    'outbox.list': () => ({ data: store.listOutbox() }),
    'outbox.retry': ({ seq, body }) => {
      store.retryRejected(seq, body);
      return written({ ok: true as const });
    },
    'outbox.discard': ({ seq }) => {
      store.discard(seq);
      return written({ ok: true as const });
    },
    'sync.status': () => engine.status,
    'sync.now': async () => {
      // A failed sync is reported through the status (state + lastError), not as an IPC error.
      await engine.sync({ sweep: true }).catch(() => undefined);
      return engine.status;
    },
    'sync.setApiKey': async ({ apiKey }) => {
      await options.saveApiKey?.(apiKey);
      engine.setApiKey(apiKey);
      return { ok: true as const };
    },
  };
}

/**
 * The single entry point of both transports: checks the channel, validates the request, runs the
 * handler and returns an envelope. Never throws; a failure names the channel (and the field).
 */
export async function dispatch(
  handlers: Handlers,
  channel: unknown,
  request: unknown,
): Promise<IpcResult<unknown>> {
  if (!isChannel(channel)) {
    return fail({
      code: 'unknown_channel',
      message: `There is no IPC channel "${String(channel)}". Known channels: ${Object.keys(contract).join(', ')}.`,
    });
  }
  const parsed = contract[channel].request.safeParse(request ?? {});
  if (!parsed.success) {
    const issues = describeIssues(parsed.error);
    return fail({
      code: 'invalid_request',
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
