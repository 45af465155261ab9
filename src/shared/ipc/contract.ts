import { z } from 'zod';
import {
  buildingCreateSchema,
  buildingSchema,
  contactCreateSchema,
  contactPatchSchema,
  contactSchema,
  dealCreateSchema,
  dealPatchSchema,
  dealSchema,
  dealStageSchema,
  id,
  jsonObject,
  modulePatchSchema,
  projectModuleSchema,
  projectSchema,
} from '../api';
import { asIpcError, ipcErrorCodes, unwrap, type IpcResult } from './result';

export * from './result';

/*
 * The one IPC contract (DESIGN.md decision 3). Every channel the renderer may call is declared
 * here with a request and a response schema; the main side validates every request against it and
 * both transports (Electron IPC, browser bridge) carry exactly these shapes.
 */

const empty = z.strictObject({});
const ok = z.object({ ok: z.literal(true) });

export const syncStatusSchema = z.object({
  state: z.enum(['idle', 'syncing', 'offline', 'auth-error']),
  lastSuccessAt: z.string().nullable(),
  pending: z.number().int(),
  rejected: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type SyncStatusView = z.infer<typeof syncStatusSchema>;

export const outboxEntrySchema = z.object({
  seq: z.number().int(),
  resource: z.string(),
  op: z.enum(['create', 'patch', 'archive']),
  recordId: z.string(),
  projectId: z.string().nullable(),
  moduleKey: z.string().nullable(),
  body: jsonObject,
  state: z.enum(['queued', 'in_flight', 'rejected']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  rejection: z
    .object({
      status: z.number(),
      code: z.string(),
      message: z.string(),
      details: z.unknown().optional(),
    })
    .nullable(),
  createdAt: z.string(),
});
export type OutboxEntryView = z.infer<typeof outboxEntrySchema>;

export const pipelineDealSchema = dealSchema.extend({
  critical: z.boolean(),
  daysInStage: z.number().int(),
});
export const pipelineColumnSchema = z.object({
  stage: dealStageSchema,
  count: z.number().int(),
  sum: z.number(),
  weightedSum: z.number(),
  deals: z.array(pipelineDealSchema),
});
export const pipelineSchema = z.object({ columns: z.array(pipelineColumnSchema) });
export type PipelineColumn = z.infer<typeof pipelineColumnSchema>;
export type Pipeline = z.infer<typeof pipelineSchema>;

export const contactDetailSchema = z.object({
  contact: contactSchema,
  buildings: z.array(buildingSchema),
  deals: z.array(dealSchema),
  projects: z.array(projectSchema),
});
export type ContactDetail = z.infer<typeof contactDetailSchema>;

export const projectDetailSchema = z.object({
  project: projectSchema,
  modules: z.array(projectModuleSchema),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

const page = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), hasMore: z.boolean() });

/** channel name → { request, response }. Adding a channel here is the only way to add one. */
export const contract = {
  'contacts.search': {
    request: z.strictObject({
      text: z.string().max(200),
      limit: z.number().int().min(1).max(500).optional(),
      offset: z.number().int().min(0).optional(),
    }),
    response: page(contactSchema),
  },
  'contacts.get': { request: z.strictObject({ id }), response: contactDetailSchema },
  'contacts.create': {
    request: z.strictObject({ body: contactCreateSchema }),
    response: contactSchema,
  },
  'contacts.patch': {
    request: z.strictObject({ id, body: contactPatchSchema }),
    response: contactSchema,
  },
  'buildings.create': {
    request: z.strictObject({ body: buildingCreateSchema }),
    response: buildingSchema,
  },
  'deals.pipeline': { request: empty, response: pipelineSchema },
  'deals.create': { request: z.strictObject({ body: dealCreateSchema }), response: dealSchema },
  'deals.patch': { request: z.strictObject({ id, body: dealPatchSchema }), response: dealSchema },
  'deals.archive': { request: z.strictObject({ id }), response: dealSchema },
  'projects.list': {
    // Most recently changed first, a page at a time; `text` filters by title.
    request: z.strictObject({
      text: z.string().max(200).optional(),
      limit: z.number().int().min(1).max(500).optional(),
      offset: z.number().int().min(0).optional(),
    }),
    response: page(projectSchema),
  },
  'projects.get': { request: z.strictObject({ id }), response: projectDetailSchema },
  'modules.patch': {
    request: z.strictObject({
      projectId: id,
      moduleKey: z.string().min(1),
      body: modulePatchSchema,
    }),
    response: projectModuleSchema,
  },
  'outbox.list': { request: empty, response: z.object({ data: z.array(outboxEntrySchema) }) },
  'outbox.retry': {
    request: z.strictObject({ seq: z.number().int(), body: jsonObject.optional() }),
    response: ok,
  },
  'outbox.discard': { request: z.strictObject({ seq: z.number().int() }), response: ok },
  'sync.status': { request: empty, response: syncStatusSchema },
  'sync.now': { request: empty, response: syncStatusSchema },
  'sync.setApiKey': {
    request: z.strictObject({ apiKey: z.string().min(1).max(500) }),
    response: ok,
  },
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
  }),
  status: syncStatusSchema,
} as const;
export type EventName = keyof typeof eventContract;
export type EventPayload<E extends EventName> = z.infer<(typeof eventContract)[E]>;

/* Errors cross the boundary as data (see result.ts); this schema documents their shape. */

export const ipcErrorSchema = z.object({
  code: z.enum(ipcErrorCodes),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
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
