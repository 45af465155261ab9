import { summarizeIssues } from '../../shared/api';
import type { IpcErrorData } from '../../shared/ipc/contract';
import { CoreError } from '../core/errors';
import { dispatch } from '../ipc/handlers';
import type { CoreChannel } from '../ipc/handlers';
import type { CoreWorkerHost } from '../worker/host';
import { UsageError } from './usage';

const resources = ['contacts', 'buildings', 'deals', 'projects', 'modules', 'pv-plans'] as const;
type Resource = (typeof resources)[number];
const operations = ['create', 'patch', 'archive'] as const;
type Operation = (typeof operations)[number];

/** A write as the app sends it: an IPC channel of the contract and its request. */
export interface QueueCall {
  label: string;
  channel: CoreChannel;
  request: Record<string, unknown>;
}

/**
 * `queue <resource> <op> [ID] JSON` read into the channel the app uses for the same write. Only
 * the call's shape is checked here (before anything is opened: a mistake makes no file); the
 * values are the contract's to check.
 */
export function queueCall(args: string[]): QueueCall {
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
  const label = `queue ${resource} ${operation}`;
  const needsId = operation !== 'create';
  const id = needsId ? rest[0] : undefined;
  const jsonText = needsId ? rest[1] : rest[0];
  if (needsId && !id) throw new UsageError(`${label}: give the record's ID`);
  const body = operation === 'archive' ? {} : parseJson(jsonText);
  const call = (channel: CoreChannel, request: Record<string, unknown>) => ({
    label,
    channel,
    request,
  });

  switch (`${resource} ${operation}`) {
    case 'contacts create':
      return call('contacts.create', { body });
    case 'contacts patch':
      return call('contacts.patch', { id, body });
    case 'buildings create':
      return call('buildings.create', { body });
    case 'deals create':
      return call('deals.create', { body });
    case 'deals patch':
      return call('deals.patch', { id, body });
    case 'deals archive':
      return call('deals.archive', { id });
    case 'projects create':
      return call('projects.create', { body });
    case 'projects patch':
      return call('projects.patch', { id, body });
    case 'projects archive':
      return call('projects.archive', { id });
    case 'modules patch': {
      const slash = id!.lastIndexOf('/');
      if (slash <= 0 || slash === id!.length - 1) {
        throw new UsageError(`${label}: name the module as PROJECT_ID/MODULE_KEY`);
      }
      return call('modules.patch', {
        projectId: id!.slice(0, slash),
        moduleKey: id!.slice(slash + 1),
        body,
      });
    }
    case 'pv-plans create': {
      const { projectId, ...plan } = body;
      if (typeof projectId !== 'string' || !projectId) {
        throw new UsageError(
          `${label}: the JSON must carry "projectId" (the project the plan belongs to)`,
        );
      }
      return call('pvPlans.create', { projectId, body: plan });
    }
    case 'pv-plans patch':
      return call('pvPlans.patch', { id, body });
    default:
      throw new UsageError(
        `queue: ${resource} can't be ${operation === 'patch' ? 'patched' : `${operation}d`} (the workspace API has no such operation)`,
      );
  }
}

/**
 * Makes the write through the core's worker exactly as the app does: `dispatch` validates the
 * request against the contract (the same checks and error codes the app's forms get), the
 * channel's handler in the worker writes through the store's one write path and queues it.
 * Returns the record's id; a refusal throws a CoreError with the app's code.
 */
export async function queueWrite(host: CoreWorkerHost, call: QueueCall): Promise<string> {
  const handlers = { [call.channel]: (request: unknown) => host.call(call.channel, request) };
  const result = await dispatch(handlers, call.channel, call.request);
  if (!result.ok) throw refusal(call.label, result.error);
  return (result.value as { id: string }).id;
}

function refusal(label: string, error: IpcErrorData): CoreError {
  if (error.code !== 'invalid_request' || !error.issues?.length)
    return new CoreError(error.code, error.message, error.params);
  // The user typed the body: its fields are named as in the JSON, without the request's `body.`.
  const issues = error.issues.map((issue) => ({
    ...issue,
    path: issue.path === 'body' ? '(JSON)' : issue.path.replace(/^body\./, ''),
  }));
  return new CoreError(
    error.code,
    `${label}: not queued (${error.code}): ${summarizeIssues(issues)}. Correct the value and run it again; nothing was written.`,
    error.params,
  );
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
