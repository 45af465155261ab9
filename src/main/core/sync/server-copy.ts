import { ApiError } from '../api/errors';
import type { OutboxEntry, OutboxResource } from '../store';
import { loadCapabilities, rememberCapability, type Capabilities } from './capabilities';
import type { SyncContext } from './context';
import { withRetry } from './retry';

/**
 * The server's copy of the record a patch is about to change, read fresh where the server can
 * read one record (deals and PV plans by workspace-api.md; contacts, projects and modules where
 * the server offers the optional reads), else the last pulled copy. A fresh copy is stored like
 * any pulled record. Undefined when nothing is known (a record the server never showed us).
 */
export async function readServerCopy(
  ctx: SyncContext,
  entry: OutboxEntry,
  now: number,
  counter: { requests: number },
): Promise<unknown> {
  const capabilities = loadCapabilities(ctx.store, now);
  const fresh = await readFresh(ctx, entry, capabilities, now, counter);
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
  now: number,
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
      case 'deals':
        return await read(() => ctx.client.getDeal(id));
      case 'pvPlans':
        return await read(() => ctx.client.getPvPlan(id));
      case 'contacts':
        if (capabilities.contactRead === false) return undefined;
        return await optional(ctx, 'contactRead', now, () => read(() => ctx.client.getContact(id)));
      case 'projects':
        if (capabilities.projectsRead === false) return undefined;
        return await read(() => ctx.client.getProject(id));
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

/** An optional read: a 404 from a server that lacks it is remembered (probed again after a day). */
async function optional<T>(
  ctx: SyncContext,
  name: 'contactRead',
  now: number,
  request: () => Promise<T>,
): Promise<T | undefined> {
  try {
    const value = await request();
    rememberCapability(ctx.store, name, true, now);
    return value;
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'rejected' && error.status === 404) {
      rememberCapability(ctx.store, name, false, now);
      return undefined;
    }
    throw error;
  }
}
