import { ApiError } from '../api/errors';
import type { OutboxEntry, OutboxResource } from '../store';
import { loadCapabilities, type Capabilities } from './capabilities';
import { scanList } from './scan';
import type { SyncContext } from './context';
import { withRetry } from './retry';

/**
 * Before a push batch's patches of contacts, deals and projects are merged, their lists are
 * scanned by `updatedSince` (the pull's own scan): one request per list, usually empty, brings
 * every copy the server changed since the last pull. Cheaper than a read per record, and as
 * fresh: the interface has no conditional write, so a window between read and write remains
 * either way. Returns the requests made.
 */
export async function freshenServerCopies(
  ctx: SyncContext,
  batch: readonly OutboxEntry[],
  now: number,
  /** Lists already freshened in this push pass; updated. */
  done: Set<string>,
): Promise<number> {
  const lists = new Set(
    batch
      .filter((e) => e.op === 'patch' || e.op === 'archive')
      .map((e) => e.resource)
      .filter(
        (r): r is 'contacts' | 'deals' | 'projects' =>
          ['contacts', 'deals', 'projects'].includes(r) && !done.has(r),
      ),
  );
  for (const list of lists) done.add(list);
  if (lists.has('projects') && loadCapabilities(ctx.store, now).projectsRead === false)
    lists.delete('projects');
  let requests = 0;
  for (const list of lists) requests += await freshenList(ctx, list);
  return requests;
}

/** Scans under way per engine: lanes retrying at once share one scan of a list. */
const scansUnderWay = new WeakMap<SyncContext, Map<string, Promise<number>>>();

function freshenList(ctx: SyncContext, list: 'contacts' | 'deals' | 'projects'): Promise<number> {
  let underWay = scansUnderWay.get(ctx);
  if (!underWay) scansUnderWay.set(ctx, (underWay = new Map()));
  const running = underWay.get(list);
  if (running) return running.then(() => 0);
  const scan = scanList(ctx, list)
    .then((result) => result.requests)
    .catch((error: unknown) => {
      // A server without the optional project list: the last pulled copy is all there is.
      if (!(list === 'projects' && error instanceof ApiError && error.status === 404)) throw error;
      return 1;
    })
    .finally(() => underWay.delete(list));
  underWay.set(list, scan);
  return scan;
}

/**
 * The server's copy of the record a patch is about to change: modules and PV plans are read
 * fresh (they have no `updatedSince` list; the module list where the server offers it), the
 * others were freshened for the batch (freshenServerCopies); else the last pulled copy. A fresh
 * copy is stored like any pulled record. Undefined when nothing is known.
 */
export async function readServerCopy(
  ctx: SyncContext,
  entry: OutboxEntry,
  now: number,
  counter: { requests: number },
): Promise<unknown> {
  const capabilities = loadCapabilities(ctx.store, now);
  const fresh = await readFresh(ctx, entry, capabilities, counter);
  if (fresh !== undefined) {
    ctx.store.applyServerRecords(entry.resource, [fresh]);
    return fresh;
  }
  return ctx.store.serverCopy(entry.resource, entry.recordId);
}

async function readFresh(
  ctx: SyncContext,
  entry: OutboxEntry,
  capabilities: Capabilities,
  counter: { requests: number },
): Promise<unknown> {
  const read = <T>(request: () => Promise<{ data: T }>) =>
    withRetry(
      () => {
        counter.requests++;
        return request();
      },
      ctx.retry,
      ctx.random,
    ).then((answer) => answer.data);
  const id = entry.recordId;
  try {
    switch (entry.resource as OutboxResource) {
      case 'pvPlans':
        return await read(() => ctx.client.getPvPlan(id));
      case 'modules': {
        if (
          capabilities.modulesRead === false ||
          capabilities.projectsRead === false ||
          !entry.projectId
        )
          return undefined;
        const projectId = entry.projectId;
        const list = await read(() => ctx.client.listProjectModules(projectId));
        return list.data.find((m) => m.moduleKey === entry.moduleKey);
      }
      default:
        return undefined;
    }
  } catch (error) {
    // A record the server no longer has: the write itself will be refused with the reason.
    if (error instanceof ApiError && error.kind === 'rejected' && error.status === 404)
      return undefined;
    throw error;
  }
}
