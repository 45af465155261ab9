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
import { apiKeySchema } from '../api/api-key';
import { asIpcError, unwrap, type IpcResult } from './result';

export * from './result';

/*
 * The one IPC contract (DESIGN.md decision 3). Every channel the renderer may call is declared
 * here with a request and a response schema; the main side validates every request against it and
 * both transports (Electron IPC, browser bridge) carry exactly these shapes.
 */

const empty = z.strictObject({});
const ok = z.object({ ok: z.literal(true) });

/** The params of a coded error or issue: worded by the renderer (DESIGN.md decision 13). */
export const errorParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
/** An error as data: a stable code from the catalogue (result.ts) and what its sentence needs. */
export const codedErrorSchema = z.object({ code: z.string(), params: errorParamsSchema });
export type CodedError = z.infer<typeof codedErrorSchema>;

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

/* Workspaces and settings (DESIGN.md decision 14, issue 9 points 6 and 7). */

export const workspaceIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9_-]+$/);
export const workspaceNameSchema = z.string().trim().min(1).max(100);

/**
 * A workspace's API base URL as the user enters it: http or https, no user name or password, no
 * query or fragment. Normalised: lower-case host, default port dropped, no trailing slash
 * (`https://Example.com:443/api/` → `https://example.com/api`). Refusals are `invalid_format`
 * issues with params.format `http_url` (not an http(s) URL) or `url_without_credentials`.
 */
export const baseUrlSchema = z
  .string()
  .trim()
  .min(1)
  .max(2000)
  .transform((text, ctx) => {
    const fail = (format: string, message: string) => {
      ctx.addIssue({ code: 'invalid_format', format, input: text, message });
      return z.NEVER;
    };
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return fail('http_url', 'must be an http or https URL');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return fail('http_url', 'must be an http or https URL');
    if (url.username || url.password)
      return fail('url_without_credentials', 'must not contain a user name or password');
    if (url.search || url.hash || text.includes('?') || text.includes('#'))
      return fail('http_url', 'must not contain a query or fragment');
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  });

export const keyStorageSchema = z.enum(['os-keychain', 'os-keychain-weak', 'file', 'memory']);
/** Told to the user after a key was entered: not stored at all, or stored no better than a file. */
export const keyWarningSchema = z.enum(['key_not_stored', 'key_stored_weakly']);

export const workspaceViewSchema = z.object({
  id: workspaceIdSchema,
  name: z.string(),
  kind: z.enum(['demo', 'remote']),
  /** The demo workspace's is the embedded server's current URL. */
  baseUrl: z.string(),
  /** The key itself never reaches the renderer. */
  keySet: z.boolean(),
  /** Where the key is kept; null when none is set. */
  keyStorage: keyStorageSchema.nullable(),
  /**
   * Writes in this workspace's local database its server has not accepted (queued, refused,
   * conflicts); -1 when its database could not be read (damaged, too new, in use).
   */
  unsynced: z.number().int(),
});
export type WorkspaceView = z.infer<typeof workspaceViewSchema>;

export const connectionOutcomeSchema = z.object({
  /**
   * ok: the API answered with the key. unreachable: no connection (DNS, refused, TLS).
   * timeout: no answer in time. unauthorized: 401, the key is wrong. forbidden: 403, the key is
   * known but API access is not granted (yet). not_an_api: something answered, but not the API
   * (HTML, a proxy or captive portal, an unexpected status).
   */
  outcome: z.enum(['ok', 'unreachable', 'timeout', 'unauthorized', 'forbidden', 'not_an_api']),
  /** The HTTP status, when there was an answer. */
  status: z.number().int().optional(),
});
export type ConnectionOutcome = z.infer<typeof connectionOutcomeSchema>;

export const settingsSchema = z.object({
  language: z.enum(['de', 'en']),
  /** Offline on purpose: no network traffic for the active workspace (status state 'paused'). */
  offline: z.boolean(),
});
export type Settings = z.infer<typeof settingsSchema>;

export const demoStatusSchema = z.object({
  /** This host embeds the demo server (browser mode, Electron, tests). */
  available: z.boolean(),
  running: z.boolean(),
});
export type DemoStatus = z.infer<typeof demoStatusSchema>;

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
  /** Deals whose stage the workspace no longer lists; `stage` is a stand-in to be named by the UI. */
  unknownStage: z.boolean().default(false),
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
  'outbox.resolve': {
    // For every conflicting field path, whose value wins; the entry then goes out again.
    request: z.strictObject({
      seq: z.number().int(),
      keep: z.record(z.string(), z.enum(['mine', 'theirs'])),
    }),
    response: ok,
  },
  'workspaces.list': {
    request: empty,
    response: z.object({ activeId: workspaceIdSchema, workspaces: z.array(workspaceViewSchema) }),
  },
  'workspaces.add': {
    // Adds (does not switch to) a remote workspace; the key goes to the key vault.
    request: z.strictObject({
      name: workspaceNameSchema,
      baseUrl: baseUrlSchema,
      apiKey: apiKeySchema,
    }),
    response: z.object({ workspace: workspaceViewSchema, warning: keyWarningSchema.optional() }),
  },
  'workspaces.test': {
    // Probes GET /v1/deal-stages with the key: either the entered values or a stored workspace's.
    request: z.union([
      z.strictObject({ baseUrl: baseUrlSchema, apiKey: apiKeySchema }),
      z.strictObject({ id: workspaceIdSchema }),
    ]),
    response: connectionOutcomeSchema,
  },
  'workspaces.switch': {
    // Closes the active workspace's database and opens this one's; then the `workspace` event.
    request: z.strictObject({ id: workspaceIdSchema }),
    response: ok,
  },
  'workspaces.setKey': {
    // Applied to the workspace's running engine at once, even when it could not be stored.
    request: z.strictObject({ id: workspaceIdSchema, apiKey: apiKeySchema }),
    response: z.object({ storage: keyStorageSchema, warning: keyWarningSchema.optional() }),
  },
  'workspaces.rename': {
    request: z.strictObject({ id: workspaceIdSchema, name: workspaceNameSchema }),
    response: ok,
  },
  'workspaces.remove': {
    // Refused with `workspace_has_unsynced` { count } unless confirmed (count -1: unknown); the
    // demo can't be removed (`workspace_is_demo`); removing the active one switches to the demo.
    request: z.strictObject({ id: workspaceIdSchema, confirmUnsynced: z.boolean().optional() }),
    response: ok,
  },
  'settings.get': { request: empty, response: settingsSchema },
  'settings.set': {
    request: z.strictObject({
      language: settingsSchema.shape.language.optional(),
      offline: z.boolean().optional(),
    }),
    response: settingsSchema,
  },
  'demo.status': { request: empty, response: demoStatusSchema },
  'demo.setRunning': {
    // Stops or starts the embedded demo server (same port when free, same database), so the
    // network really goes away; refused with `demo_unavailable` where there is none.
    request: z.strictObject({ running: z.boolean() }),
    response: demoStatusSchema,
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
  /** The active workspace's sync status, after every change of it. */
  status: syncStatusSchema,
  /**
   * The active workspace changed (workspaces.switch, or removal of the active one): drop every
   * cached query and read again; `changes` and `status` now come from this workspace.
   */
  workspace: z.object({ activeId: workspaceIdSchema }),
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
