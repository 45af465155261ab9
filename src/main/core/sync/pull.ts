import { ApiError } from '../api/errors';
import { ApplyBatch } from './apply-batch';
import { loadCapabilities, rememberCapability, type Capabilities } from './capabilities';
import { inParallel, type SyncContext } from './context';
import { withRetry } from './retry';
import { scanList, type ScanResult } from './scan';

export interface PullSummary {
  /** Records received per resource (before comparing with the local copy). */
  received: Record<string, number>;
  /** Records that were new or different locally, per resource. */
  changed: Record<string, number>;
  requests: number;
  /** Lists whose scan kept seeing concurrent changes; their watermark waits for the next poll. */
  unstable: string[];
}

export interface PullOptions {
  /** Re-read modules and PV plans of every known project, not only of changed ones. */
  sweep: boolean;
  now: number;
  /**
   * Scan every list from the beginning this often: the watermark's overlap covers a
   * server clock stepped back a little; this finds what a larger step, or nodes whose clocks
   * differ, hid below it.
   */
  fullCheckIntervalMs: number;
}

const sweepKey = 'pull:sweep';

/**
 * When the last sweep finished (0: never). Stored, not held in memory: a restart within the
 * interval must not start with a sweep (thousands of requests at the default scale).
 */
export function lastSweepAt(store: SyncContext['store']): number {
  const at = store.getSyncState<string>(sweepKey);
  return at ? Date.parse(at) : 0;
}
const fullCheckKey = 'pull:full-check';

/**
 * One pull pass (DESIGN.md decision 6 and the gaps table): the stage list in full, the paged lists
 * by `updatedSince`, then modules and PV plans of the projects that changed (or of all known
 * projects on a sweep, which catches servers that don't move a project's updatedAt).
 */
export async function pullPass(ctx: SyncContext, options: PullOptions): Promise<PullSummary> {
  const summary: PullSummary = { received: {}, changed: {}, requests: 0, unstable: [] };
  const count = (resource: string, received: number, changed: number) => {
    summary.received[resource] = (summary.received[resource] ?? 0) + received;
    summary.changed[resource] = (summary.changed[resource] ?? 0) + changed;
  };
  const fromScan = (resource: string, result: ScanResult) => {
    count(resource, result.received, result.changed);
    summary.requests += result.requests;
    if (!result.stable) summary.unstable.push(resource);
  };

  const stages = await withRetry(() => ctx.client.listDealStages(), ctx.retry, ctx.random);
  summary.requests++;
  // The stage list has no paging: a stage it no longer has is gone (its deals keep the id and
  // show it as unknown).
  const changedStages = ctx.store.replaceDealStages(stages.data.data).changedIds;
  count('dealStages', stages.data.data.length, changedStages.length);

  const lastFullCheck = ctx.store.getSyncState<string>(fullCheckKey);
  const full =
    lastFullCheck !== undefined &&
    options.now - Date.parse(lastFullCheck) >= options.fullCheckIntervalMs;
  // The first pull reads everything anyway: it counts as a full check.
  if (!lastFullCheck) ctx.store.setSyncState(fullCheckKey, new Date(options.now).toISOString());
  fromScan('contacts', await scanList(ctx, 'contacts', undefined, { full }));
  fromScan('buildings', await scanList(ctx, 'buildings', undefined, { full }));
  fromScan('deals', await scanList(ctx, 'deals', undefined, { full }));

  const capabilities = loadCapabilities(ctx.store, options.now);
  const learn = (name: 'projectsRead' | 'modulesRead', offered: boolean) => {
    capabilities[name] = offered;
    rememberCapability(ctx.store, name, offered, options.now);
  };
  const changedProjects = new Set<string>();
  if (capabilities.projectsRead !== false) {
    try {
      fromScan(
        'projects',
        await scanList(ctx, 'projects', (ids) => ids.forEach((id) => changedProjects.add(id)), {
          full,
        }),
      );
      if (capabilities.projectsRead === undefined) learn('projectsRead', true);
    } catch (error) {
      if (!isMissingEndpoint(error)) throw error;
      summary.requests++;
      learn('projectsRead', false);
    }
  }

  const lastSweep = ctx.store.getSyncState<string>(sweepKey);
  const projectIds =
    options.sweep || !lastSweep ? ctx.store.knownProjectIds() : [...changedProjects];
  const batch = new ApplyBatch(ctx, (resource, changedIds) => {
    count(resource, 0, changedIds.length);
  });
  try {
    await inParallel(projectIds, ctx.concurrency, async (projectId) => {
      summary.requests += await pullProjectContents(ctx, projectId, {
        capabilities,
        learn,
        batch,
        count,
      });
    });
  } finally {
    // What was read before a failure is kept: the next pass starts from there.
    batch.flush();
  }
  if (options.sweep || !lastSweep)
    ctx.store.setSyncState(sweepKey, new Date(options.now).toISOString());
  if (full) ctx.store.setSyncState(fullCheckKey, new Date(options.now).toISOString());
  return summary;
}

/** What the per-project phase shares across its projects. */
interface ProjectPhase {
  // Read once per pass: the phase runs for every project, thousands of times on a first sync.
  capabilities: Capabilities;
  learn: (name: 'modulesRead', offered: boolean) => void;
  batch: ApplyBatch;
  /** Received records are counted on arrival; changed ones when the batch commits them. */
  count: (resource: string, received: number, changed: number) => void;
}

/** Modules (where the server lists them) and PV plans of one project; returns requests made. */
async function pullProjectContents(
  ctx: SyncContext,
  projectId: string,
  { capabilities, learn, batch, count }: ProjectPhase,
): Promise<number> {
  let requests = 0;
  if (capabilities.modulesRead !== false && capabilities.projectsRead !== false) {
    try {
      const modules = await withRetry(
        () => ctx.client.listProjectModules(projectId),
        ctx.retry,
        ctx.random,
      );
      requests++;
      count('modules', modules.data.data.length, 0);
      await batch.add('modules', modules.data.data);
      if (capabilities.modulesRead === undefined) learn('modulesRead', true);
    } catch (error) {
      if (!isMissingEndpoint(error)) throw error;
      requests++;
      // A 404 for a project the server listed means the endpoint is missing, not the project.
      if (capabilities.projectsRead) learn('modulesRead', false);
    }
  }

  let plans;
  try {
    plans = await withRetry(() => ctx.client.listPvPlans(projectId), ctx.retry, ctx.random);
  } catch (error) {
    // A project known only from a deal's projectId may be gone or not ours: nothing to pull.
    if (isMissingEndpoint(error)) return requests + 1;
    throw error;
  }
  requests++;
  const localUpdatedAt = ctx.store.pvPlanUpdatedAt(projectId);
  const stale = plans.data.data.filter((plan) => localUpdatedAt.get(plan.id) !== plan.updatedAt);
  count('pvPlans', plans.data.data.length, 0);
  for (const plan of stale) {
    // Only a plan that changed is fetched in full: the planner document can be large.
    const full = await withRetry(() => ctx.client.getPvPlan(plan.id), ctx.retry, ctx.random);
    requests++;
    await batch.add('pvPlans', [full.data]);
  }
  return requests;
}

function isMissingEndpoint(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'rejected' && error.status === 404;
}
