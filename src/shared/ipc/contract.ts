import { z } from 'zod';
import { buildingChannels } from './channels/buildings';
import { contactChannels } from './channels/contacts';
import { dealChannels } from './channels/deals';
import { outboxChannels, syncStatusSchema } from './channels/outbox';
import { projectChannels } from './channels/projects';
import { profileChannels } from './channels/profile';
import { photoChannels } from './channels/photos';
import { reportChannels } from './channels/report';
import { pvPlanChannels } from './channels/pv-plans';
import { searchChannels } from './channels/search';
import { workspaceChannels, workspaceIdSchema } from './channels/workspaces';
import { asIpcError, unwrap, type IpcResult } from './result';
import { errorParamsSchema } from './channels/common';

export * from './channels/buildings';
export * from './channels/common';
export * from './channels/contacts';
export * from './channels/deals';
export * from './channels/outbox';
export * from './channels/projects';
export * from './channels/profile';
export * from './channels/photos';
export * from './channels/report';
export * from './channels/pv-plans';
export * from './channels/search';
export * from './channels/workspaces';
export * from './result';

/*
 * The one IPC contract (DESIGN.md decision 3). Every channel the renderer may call is declared
 * here with a request and a response schema; the main side validates every request against it and
 * both transports (Electron IPC, browser bridge) carry exactly these shapes.
 */

/**
 * channel name → { request, response }. Each feature declares its channels in channels/<feature>.ts;
 * adding a channel there (and its group here) is the only way to add one.
 */
export const contract = {
  ...contactChannels,
  ...buildingChannels,
  ...dealChannels,
  ...projectChannels,
  ...pvPlanChannels,
  ...outboxChannels,
  ...workspaceChannels,
  ...reportChannels,
  ...profileChannels,
  ...searchChannels,
  ...photoChannels,
} as const;

export type Contract = typeof contract;
export type Channel = keyof Contract;
export type RequestOf<C extends Channel> = z.input<Contract[C]['request']>;
export type ResponseOf<C extends Channel> = z.output<Contract[C]['response']>;

export const channels = Object.keys(contract) as Channel[];

export function isChannel(name: unknown): name is Channel {
  return typeof name === 'string' && Object.hasOwn(contract, name);
}

/* Events pushed from main to renderer. */

export const changedResources = [
  'contacts',
  'buildings',
  'deals',
  'dealStages',
  'projects',
  'modules',
  'pvPlans',
  'outbox',
] as const;

export const eventContract = {
  /**
   * Which records changed, after every committed transaction of the store (local writes, pulls,
   * acknowledged or refused writes): refresh just those. `renamed` maps a local id to the server's
   * id when a create was acknowledged; the renderer follows it (open record, form, route).
   */
  changes: z.object({
    resource: z.enum(changedResources),
    ids: z.array(z.string()),
    renamed: z.record(z.string(), z.string()).optional(),
    /** The resource's search index was just built: its searches may find more; ask again. */
    searchable: z.literal(true).optional(),
  }),
  /** The active workspace's sync status, after every change of it. */
  status: syncStatusSchema,
  /**
   * The active workspace changed (workspaces.switch, or removal of the active one): drop every
   * cached query and read again; `changes` and `status` now come from this workspace.
   */
  workspace: z.object({ activeId: workspaceIdSchema }),
  /**
   * The host's own data changed (not a store write, so not in `changes`): the settings, the
   * workspace list (added, renamed, removed, a key set) or the embedded demo server. Read it again.
   */
  host: z.object({ changed: z.enum(['settings', 'workspaces', 'demo', 'profile']) }),
} as const;
export type EventName = keyof typeof eventContract;
export type EventPayload<E extends EventName> = z.infer<(typeof eventContract)[E]>;

/* Errors cross the boundary as data (see result.ts); this schema documents their shape. */

export const ipcErrorSchema = z.object({
  /** ipcErrorCodes (result.ts) or a CoreError code of the core. */
  code: z.string(),
  /** English, for logs only. */
  message: z.string(),
  params: errorParamsSchema.optional(),
  issues: z
    .array(
      z.object({
        path: z.string(),
        message: z.string(),
        code: z.string().optional(),
        params: errorParamsSchema.optional(),
      }),
    )
    .optional(),
});

/* The typed client: `api.contacts.search({ text })`, one named method per channel. */

type SplitChannel<C extends string> = C extends `${infer G}.${infer M}` ? [G, M] : never;
type Group = SplitChannel<Channel>[0];
type MethodsOf<G extends string> = {
  [C in Channel as SplitChannel<C>[0] extends G ? SplitChannel<C>[1] : never]: (
    request: RequestOf<C>,
  ) => Promise<ResponseOf<C>>;
};

export type OrtsterminApi = { [G in Group]: MethodsOf<G> } & {
  /** Subscribes to an event from the main side; returns the unsubscribe function. */
  on<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void;
};

/** A transport sends one request and returns the main side's result envelope. */
export type Invoke = (channel: Channel, request: unknown) => Promise<IpcResult<unknown>>;
export type Subscribe = (event: EventName, listener: (payload: unknown) => void) => () => void;

/** Builds the named-method client over any transport (used by the browser shim and tests). */
export function createApiClient(invoke: Invoke, subscribe: Subscribe): OrtsterminApi {
  const api: Record<string, unknown> = {
    on: (event: EventName, listener: (payload: unknown) => void) => subscribe(event, listener),
  };
  for (const channel of channels) {
    const [group, method] = channel.split('.') as [string, string];
    const methods = (api[group] ??= {}) as Record<string, unknown>;
    methods[method] = async (request: unknown) => unwrap(await invoke(channel, request ?? {}));
  }
  return api as OrtsterminApi;
}

/** The same client with every rejection turned into an IpcError (see asIpcError). */
export function withIpcErrors(api: OrtsterminApi): OrtsterminApi {
  const wrapped: Record<string, unknown> = { on: api.on.bind(api) };
  for (const channel of channels) {
    const [group, method] = channel.split('.') as [string, string];
    const source = (
      api as unknown as Record<string, Record<string, (r: unknown) => Promise<unknown>>>
    )[group];
    const methods = (wrapped[group] ??= {}) as Record<string, unknown>;
    methods[method] = (request: unknown) =>
      source![method]!(request).catch((reason: unknown) => Promise.reject(asIpcError(reason)));
  }
  return wrapped as OrtsterminApi;
}
