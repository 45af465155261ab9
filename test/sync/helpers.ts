import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openCore, type Core, type CoreOptions } from '../../src/main/core';
import type { RetryPolicy } from '../../src/main/core/sync/retry';
import type { startServer } from '../../src/server';
import { withoutCreateMarker } from '../../src/shared/api';

/** Fast retries: tests must not wait for production backoff. */
export const testRetry: RetryPolicy = {
  baseMs: 10,
  maxMs: 100,
  attempts: 10,
  maxRetryAfterMs: 1500,
};

export type ServerOptions = Parameters<typeof startServer>[0];
export type RunningServer = Awaited<ReturnType<typeof startServer>>;

export function tempDir(): { dir: string; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'ortstermin-sync-'));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export function coreFor(url: string, dbPath: string, extra: Partial<CoreOptions> = {}): Core {
  return openCore({
    dbPath,
    baseUrl: url,
    apiKey: 'key-a',
    retry: testRetry,
    offlineBackoff: { baseMs: 10, maxMs: 100 },
    ...extra,
  });
}

/** A second client of the same workspace: plain HTTP, retried through chaos. */
export class ApiPeer {
  constructor(
    readonly url: string,
    readonly key = 'key-a',
  ) {}

  async request<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    for (let attempt = 0; attempt < 40; attempt++) {
      let response: Response;
      try {
        response = await fetch(this.url + path, {
          method,
          headers: {
            authorization: `Bearer ${this.key}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      } catch {
        await new Promise((r) => setTimeout(r, 10));
        continue; // dropped by chaos; writes by this peer are idempotent PATCHes
      }
      if (response.status >= 500 || response.status === 429) {
        await new Promise((r) => setTimeout(r, 10));
        continue;
      }
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
      return (text ? JSON.parse(text) : undefined) as T;
    }
    throw new Error(`${method} ${path}: no answer after 40 attempts`);
  }

  async all<T>(path: string): Promise<T[]> {
    const out: T[] = [];
    for (let offset = 0; ; offset += 500) {
      const sep = path.includes('?') ? '&' : '?';
      const page = await this.request<{ data: T[]; hasMore: boolean }>(
        'GET',
        `${path}${sep}limit=500&offset=${offset}`,
      );
      out.push(...page.data);
      if (!page.hasMore) return out;
    }
  }

  /**
   * The server's whole workspace in the shape of the CLI's `dump`, each list sorted by id; a
   * contact's create mark (this app's bookkeeping, never in the local copy) left out.
   */
  async state() {
    const byId = <T extends { id: string }>(list: T[]) =>
      [...list].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const projects = await this.all<{ id: string }>('/v1/projects');
    const modules: { id: string }[] = [];
    const pvPlans: { id: string }[] = [];
    for (const project of projects) {
      modules.push(
        ...(
          await this.request<{ data: { id: string }[] }>(
            'GET',
            `/v1/projects/${project.id}/modules`,
          )
        ).data,
      );
      const plans = await this.request<{ data: { id: string }[] }>(
        'GET',
        `/v1/projects/${project.id}/pv-plans`,
      );
      for (const plan of plans.data)
        pvPlans.push(await this.request<{ id: string }>('GET', `/v1/pv-plans/${plan.id}`));
    }
    return {
      contacts: byId((await this.all<{ id: string }>('/v1/contacts')).map(withoutCreateMarker)),
      buildings: byId(await this.all<{ id: string }>('/v1/buildings')),
      deals: byId(await this.all<{ id: string }>('/v1/deals?includeArchived=true')),
      dealStages: byId(
        (await this.request<{ data: { id: string }[] }>('GET', '/v1/deal-stages')).data,
      ),
      projects: byId(projects),
      modules: byId(modules),
      pvPlans: byId(pvPlans),
    };
  }
}

/** Syncs until the outbox holds no queued write (bounded), tolerating failures in between. */
export async function syncUntilQuiet(core: Core, rounds = 30): Promise<void> {
  let lastError: unknown;
  for (let i = 0; i < rounds; i++) {
    try {
      const summary = await core.engine.sync({ sweep: true });
      const counts = core.store.pendingCounts();
      if (counts.queued + counts.inFlight === 0 && summary.unstable.length === 0) return;
    } catch (error) {
      lastError = error;
    }
  }
  throw new Error(`sync did not settle in ${rounds} rounds: ${String(lastError)}`);
}

/** A project the office makes: its contact (`lastName`), the building "Haus …", the project. */
export async function officeProject(office: ApiPeer, lastName: string) {
  const contact = await office.request<{ id: string }>('POST', '/v1/contacts', {
    fields: { lastName },
  });
  const building = await office.request<{ id: string }>('POST', '/v1/buildings', {
    contactId: contact.id,
    name: `Haus ${lastName}`,
  });
  const project = await office.request<{ id: string; title: string }>('POST', '/v1/projects', {
    contactId: contact.id,
    buildingId: building.id,
    title: `Heizungsplanung ${lastName}`,
  });
  return { contact, building, project };
}
