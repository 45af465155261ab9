import type { LocalStore } from '../core/store';
import { UsageError } from './usage';

const resources = ['contacts', 'buildings', 'deals', 'projects', 'modules', 'pv-plans'] as const;
type Resource = (typeof resources)[number];
const operations = ['create', 'patch', 'archive'] as const;
type Operation = (typeof operations)[number];

/**
 * `queue <resource> <op> [ID] JSON`: the same local write the UI makes. Returns the record's id.
 * Validation happens in the store's write path, so the CLI can't queue what the UI couldn't.
 */
export function queueWrite(store: LocalStore, args: string[]): string {
  const [resource, operation, ...rest] = args;
  if (!resources.includes(resource as Resource)) {
    throw new UsageError(
      `queue: the resource must be one of ${resources.join(', ')} (got "${resource ?? ''}")`,
    );
  }
  if (!operations.includes(operation as Operation)) {
    throw new UsageError(
      `queue: the operation must be one of ${operations.join(', ')} (got "${operation ?? ''}")`,
    );
  }
  const needsId = operation !== 'create';
  const id = needsId ? rest[0] : undefined;
  const jsonText = needsId ? rest[1] : rest[0];
  if (needsId && !id) throw new UsageError(`queue ${resource} ${operation}: give the record's ID`);
  const body = operation === 'archive' ? {} : parseJson(jsonText);

  switch (`${resource} ${operation}`) {
    case 'contacts create':
      return store.createContact(body as never).id;
    case 'contacts patch':
      return store.patchContact(id!, body as never).id;
    case 'buildings create':
      return store.createBuilding(body as never).id;
    case 'deals create':
      return store.createDeal(body as never).id;
    case 'deals patch':
      return store.patchDeal(id!, body as never).id;
    case 'deals archive':
      return store.archiveDeal(id!).id;
    case 'projects create':
      return store.createProject(body as never).id;
    case 'projects patch':
      return store.patchProject(id!, body as never).id;
    case 'projects archive':
      return store.archiveProject(id!).id;
    case 'modules patch': {
      const slash = id!.lastIndexOf('/');
      if (slash <= 0 || slash === id!.length - 1) {
        throw new UsageError('queue modules patch: name the module as PROJECT_ID/MODULE_KEY');
      }
      return store.patchModule(id!.slice(0, slash), id!.slice(slash + 1), body as never).id;
    }
    case 'pv-plans create': {
      const { projectId, ...plan } = body as { projectId?: unknown };
      if (typeof projectId !== 'string' || !projectId) {
        throw new UsageError(
          'queue pv-plans create: the JSON must carry "projectId" (the project the plan belongs to)',
        );
      }
      return store.createPvPlan(projectId, plan as never).id;
    }
    case 'pv-plans patch':
      return store.patchPvPlan(id!, body as never).id;
    default:
      throw new UsageError(
        `queue: ${resource} can't be ${operation === 'patch' ? 'patched' : `${operation}d`} (the workspace API has no such operation)`,
      );
  }
}

function parseJson(text: string | undefined): Record<string, unknown> {
  if (text === undefined) throw new UsageError('queue: give the write as a JSON object');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`queue: the JSON is not valid (${(error as Error).message})`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new UsageError('queue: the JSON must be an object, e.g. {"status":"lead"}');
  }
  return value as Record<string, unknown>;
}
