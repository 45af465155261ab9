import type { z } from 'zod';
import {
  buildingPageSchema,
  buildingSchema,
  contactPageSchema,
  contactSchema,
  dealPageSchema,
  dealSchema,
  dealStageListSchema,
  describeIssues,
  limits,
  parseAnswer,
  projectModuleListSchema,
  projectModuleSchema,
  projectPageSchema,
  projectSchema,
  pvPlanFullSchema,
  pvPlanListSchema,
  summarizeIssues,
} from '../../../shared/api';
import { ApiError, errorFromResponse } from './errors';

export interface WorkspaceClientOptions {
  baseUrl: string;
  apiKey: string;
  /** Per-request timeout; a request that takes longer counts as a network error and is retried. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

export interface Answer<T> {
  data: T;
  /** Server time from the Date header (1 s resolution), or null when the server sent none. */
  serverDate: number | null;
  /** `Idempotent-Replayed: true`: the server's stored first answer to this Idempotency-Key. */
  replayed: boolean;
}

export interface SendOptions {
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  idempotencyKey?: string;
}

/** The paged lists of workspace-api.md (plus GET /v1/projects, probed). */
export type PagedList = 'contacts' | 'buildings' | 'deals' | 'projects';

const pageSchemas = {
  contacts: contactPageSchema,
  buildings: buildingPageSchema,
  deals: dealPageSchema,
  projects: projectPageSchema,
} as const;

export type PageOf<L extends PagedList> = z.infer<(typeof pageSchemas)[L]>;

/**
 * The typed HTTP client of the workspace API. It knows paths, headers and shapes; it does not
 * retry: what to do with a failure is the sync engine's decision (see ApiError.kind).
 */
export class WorkspaceClient {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly fetchImpl: typeof fetch;
  private readonly now: () => number;
  private apiKey: string;
  /** Requests under way, so that going offline on purpose can stop them at once. */
  private readonly underWay = new Set<AbortController>();

  constructor(options: WorkspaceClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.apiKey = options.apiKey;
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.fetchImpl = options.fetch ?? fetch;
    this.now = options.now ?? Date.now;
  }

  setApiKey(apiKey: string): void {
    this.apiKey = apiKey;
  }

  /** Aborts every request under way; each fails as a network error (its write stays queued). */
  abortAll(): void {
    for (const controller of this.underWay) controller.abort();
  }

  listPage<L extends PagedList>(
    list: L,
    params: {
      updatedSince?: string | null;
      offset: number;
      limit?: number;
      /** List filters of workspace-api.md, e.g. { contactId }. */
      filter?: Record<string, string>;
    },
  ): Promise<Answer<PageOf<L>>> {
    return this.send('GET', `/v1/${list}`, pageSchemas[list] as unknown as z.ZodType<PageOf<L>>, {
      query: {
        ...params.filter,
        limit: params.limit ?? limits.listLimitMax,
        offset: params.offset,
        updatedSince: params.updatedSince ?? undefined,
        // The deals list hides archived deals by default; a local copy needs them all.
        includeArchived: list === 'deals' ? true : undefined,
      },
    });
  }

  listDealStages() {
    return this.send('GET', '/v1/deal-stages', dealStageListSchema);
  }
  listProjectModules(projectId: string) {
    return this.send('GET', `/v1/projects/${enc(projectId)}/modules`, projectModuleListSchema);
  }
  listPvPlans(projectId: string) {
    return this.send('GET', `/v1/projects/${enc(projectId)}/pv-plans`, pvPlanListSchema);
  }
  getPvPlan(id: string) {
    return this.send('GET', `/v1/pv-plans/${enc(id)}`, pvPlanFullSchema);
  }
  getDeal(id: string) {
    return this.send('GET', `/v1/deals/${enc(id)}`, dealSchema);
  }
  getContact(id: string) {
    return this.send('GET', `/v1/contacts/${enc(id)}`, contactSchema);
  }
  getBuilding(id: string) {
    return this.send('GET', `/v1/buildings/${enc(id)}`, buildingSchema);
  }
  getProject(id: string) {
    return this.send('GET', `/v1/projects/${enc(id)}`, projectSchema);
  }

  /** Sends one request and validates a 2xx answer against `schema`. */
  async send<T>(
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    schema: z.ZodType<T>,
    options: SendOptions = {},
  ): Promise<Answer<T>> {
    const url = new URL(this.baseUrl + path);
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = {
      authorization: `Bearer ${this.apiKey}`,
      accept: 'application/json',
    };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;

    let response: Response;
    let text: string;
    // One signal per request, aborted by the timer or by abortAll: AbortSignal.any over a
    // timeout signal made three signals, with weak references and listeners, per request.
    const controller = new AbortController();
    this.underWay.add(controller);
    const timer = setTimeout(
      () =>
        controller.abort(new DOMException('The server did not answer in time.', 'TimeoutError')),
      this.timeoutMs,
    );
    // A pending timeout alone does not keep the process alive (as AbortSignal.timeout's).
    timer.unref();
    try {
      response = await this.fetchImpl(url, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        // A redirect is never the workspace API answering (a portal, a proxy): no following it
        // with the key in the header.
        redirect: 'manual',
        signal: controller.signal,
      });
      // Reading the body can fail too (connection dropped mid-answer): that is a network error.
      text = await response.text();
    } catch (error) {
      throw new ApiError('network', `${method} ${path}: ${networkReason(error)}`);
    } finally {
      clearTimeout(timer);
      this.underWay.delete(controller);
    }

    if (!response.ok) {
      throw errorFromResponse(
        response.status,
        text,
        response.headers.get('retry-after'),
        this.now(),
      );
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new ApiError(
        'protocol',
        `${method} ${path}: the server answered ${response.status} with a body that is not JSON`,
        response.status,
      );
    }
    // Checked in place, not copied: zod's copy of each pulled record was most of a first sync's
    // garbage (answer-check.ts).
    const parsed = parseAnswer(schema, json);
    if (!parsed.success) {
      throw new ApiError(
        'protocol',
        `${method} ${path}: unexpected answer from the server (${summarizeIssues(describeIssues(parsed.error)).slice(0, 300)})`,
        response.status,
      );
    }
    const date = response.headers.get('date');
    const serverDate = date ? Date.parse(date) : NaN;
    return {
      data: parsed.data,
      serverDate: Number.isNaN(serverDate) ? null : serverDate,
      replayed: response.headers.get('idempotent-replayed') === 'true',
    };
  }
}

/** Re-export for the write path of the push: one module schema per answer type. */
export const answerSchemas = {
  contacts: contactSchema,
  buildings: buildingSchema,
  deals: dealSchema,
  projects: projectSchema,
  modules: projectModuleSchema,
  pvPlans: pvPlanFullSchema,
} as const;

function enc(segment: string): string {
  return encodeURIComponent(segment);
}

function networkReason(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError') return 'the server did not answer in time';
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    if (cause?.code) return `${cause.code}${cause.message ? ` (${cause.message})` : ''}`;
    return error.message;
  }
  return String(error);
}
