import { describeIssues } from '../../shared/api';
import {
  contract,
  isChannel,
  type Channel,
  type EventName,
  type EventPayload,
  type IpcErrorData,
  type IpcResult,
} from '../../shared/ipc/contract';
import type { Core } from '../core';
import { followRename, renameIds } from '../../shared/ipc/renamed-ids';
import { toIpcError } from './errors';
import type { Handler, HandlerContext } from './core-handlers/context';
import { buildingHandlers } from './core-handlers/buildings';
import { contactHandlers } from './core-handlers/contacts';
import { dealHandlers } from './core-handlers/deals';
import { outboxHandlers } from './core-handlers/outbox';
import { projectHandlers } from './core-handlers/projects';
import { pvPlanHandlers } from './core-handlers/pv-plans';
import { searchHandlers } from './core-handlers/search';
import { photoHandlers } from './core-handlers/photos';

export { outboxEntryView, syncStatusView } from './core-handlers/outbox';

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
  'report.savePdf',
  'profile.get',
  'profile.set',
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

/**
 * The handler map over one workspace's core (DESIGN.md decision 3), one group per feature
 * (core-handlers/). Every write goes through the store.
 */
export function createHandlers(
  core: Pick<Core, 'store' | 'engine'> & Partial<Pick<Core, 'photos'>>,
  options: HandlerOptions = {},
): CoreHandlers {
  const context: HandlerContext = {
    store: core.store,
    engine: core.engine,
    now: options.now ?? (() => new Date()),
    paused: options.isPaused ?? (() => false),
    written: (value) => {
      core.engine.notifyLocalWrite();
      return value;
    },
  };
  return throughRenames(core.store, {
    ...contactHandlers(context),
    ...buildingHandlers(context),
    ...dealHandlers(context),
    ...projectHandlers(context),
    ...pvPlanHandlers(context),
    ...outboxHandlers(context),
    ...searchHandlers(context),
    ...photoHandlers(context, core.photos),
  });
}

/**
 * Every request read through the renames the sync has made: a screen names a record by the id
 * it was shown, and a request sent before the screen heard of a rename (a busy machine; a form
 * submitted while the sync pushed its record) names the local id the core no longer holds. The
 * store keeps the renames across restarts, for a window that outlived the core (renames.ts).
 */
function throughRenames(store: Core['store'], handlers: CoreHandlers): CoreHandlers {
  const renamed = store.renamedIds();
  let anyRenamed = Object.keys(renamed).length > 0;
  store.onChange((change) => {
    for (const [before, after] of Object.entries(change.renamed ?? {})) {
      followRename(renamed, before, after);
      anyRenamed = true;
    }
  });
  const wrapped: Record<string, (request: unknown) => unknown> = {};
  for (const [channel, handler] of Object.entries(handlers) as [string, Handler<Channel>][])
    // Most workspaces have renamed nothing lately: a request (a photo's bytes among them) is
    // walked only once something was.
    wrapped[channel] = (request) =>
      handler(anyRenamed ? renameIds(request as never, renamed) : (request as never));
  return wrapped as unknown as CoreHandlers;
}

/** Any subset of the handlers: dispatch answers `unknown_channel` for a channel without one. */
export type HandlerMap = { [C in Channel]?: Handler<C> };

/** Receives every event the renderer may hear (contract: eventContract). */
export type EventSink = <E extends EventName>(event: E, payload: EventPayload<E>) => void;

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
