import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import type {
  BuildingDetail,
  ContactDetail,
  EventPayload,
  ProjectDetail,
  SyncStatusView,
} from '../../shared/ipc/contract';
import { buildingKeys } from '../features/buildings/keys';
import { contactKeys } from '../features/contacts/keys';
import { globalSearchKeys } from '../features/global-search/keys';
import { outboxKeys } from '../features/outbox/keys';
import { photoKeys } from '../features/photos/keys';
import { pipelineKeys } from '../features/pipeline/keys';
import { projectKeys } from '../features/projects/keys';
import { pvPlanKeys } from '../features/pv-planner/keys';
import { settingsKeys } from '../features/settings/keys';
import { syncKeys } from '../features/sync-status/keys';
import { noteStatusEvent } from '../features/sync-status/status-events';
import { renameIds } from '../../shared/ipc/renamed-ids';

/*
 * The change feed → query invalidation rule (DESIGN.md decision 10). The host names the
 * resource and the ids that changed; exactly the queries that can show them are invalidated:
 *
 * - a record's own detail query, and every list of its resource (a change may move it in or out);
 * - a child (building, deal, project, module) invalidates the parent detail that lists it; a child
 *   no cached parent lists yet (a new one) invalidates every cached parent detail of that kind,
 *   since its parent is not in the event (only the one on screen is refetched, the rest go stale);
 *   a deal invalidates every cached contact detail, since a patch can move it to another contact,
 *   which the event does not name either;
 * - `searchable` (a search index was just built): every search of that resource, and the global
 *   search, are asked again (a contact found by its town only once the index is there);
 * - `renamed` moves every read keyed by a local id to the server id's key (shown until it is
 *   read again) and drops the local one: the record now lives under the server's id. Every
 *   cached copy that names a renamed id names the server's id from then on.
 *
 * Invalidated queries refetch only if a screen shows them; the others are read again when opened.
 */

export type Change = EventPayload<'changes'>;

/** What invalidateQueries gets: a key prefix, or an exact key; optionally narrowed further. */
export interface Invalidation {
  queryKey: QueryKey;
  exact?: boolean;
  predicate?: (query: Query) => boolean;
}

type CachedParent = { queryKey: QueryKey; childIds: Set<string> };

function parents(
  client: QueryClient,
  prefix: QueryKey,
  children: (data: unknown) => string[],
): CachedParent[] {
  return client
    .getQueryCache()
    .findAll({ queryKey: prefix })
    .map((q) => ({
      queryKey: q.queryKey,
      childIds: new Set(q.state.data ? children(q.state.data) : []),
    }));
}

/** Parent details that list one of `ids`; all of them if some id is in none (a new child). */
function parentsOf(
  client: QueryClient,
  prefix: QueryKey,
  ids: string[],
  children: (data: unknown) => string[],
): Invalidation[] {
  const cached = parents(client, prefix, children);
  const listed = ids.every((id) => cached.some((p) => p.childIds.has(id)));
  if (!listed) return cached.length ? [{ queryKey: prefix }] : [];
  return cached
    .filter((p) => ids.some((id) => p.childIds.has(id)))
    .map((p) => ({ queryKey: p.queryKey, exact: true }));
}

const contactChildren = (kind: 'buildings' | 'deals' | 'projects') => (data: unknown) =>
  (data as ContactDetail)[kind].map((r) => r.id);
const projectModules = (data: unknown) => (data as ProjectDetail).modules.map((m) => m.id);
const projectDeals = (data: unknown) => (data as ProjectDetail).deals?.map((d) => d.id) ?? [];
const projectVersions = (data: unknown) => (data as ProjectDetail).versions?.map((p) => p.id) ?? [];
const buildingProjects = (data: unknown) =>
  (data as BuildingDetail).projects?.map((p) => p.id) ?? [];

/** Every cached detail under `prefix`, as one prefix invalidation (none when nothing is cached). */
function everyCached(client: QueryClient, prefix: QueryKey): Invalidation[] {
  return client.getQueryCache().findAll({ queryKey: prefix }).length ? [{ queryKey: prefix }] : [];
}

/** Only the cached details that list one of `ids` (most deals are in no project's list). */
function listedIn(
  client: QueryClient,
  prefix: QueryKey,
  ids: string[],
  children: (data: unknown) => string[],
): Invalidation[] {
  return parents(client, prefix, children)
    .filter((p) => ids.some((id) => p.childIds.has(id)))
    .map((p) => ({ queryKey: p.queryKey, exact: true }));
}

/**
 * The cached details under `prefix` (`[...prefix, id]`) of any of `ids`, as one invalidation:
 * a first sync's page names 500 records, and every invalidation walks the whole cache once.
 */
function detailsOf(prefix: QueryKey, ids: string[]): Invalidation[] {
  const wanted = new Set(ids);
  const at = prefix.length;
  return [
    {
      queryKey: prefix,
      predicate: (query) =>
        query.queryKey.length === at + 1 && wanted.has(query.queryKey[at] as string),
    },
  ];
}

/** The searches of a resource, asked again when its search index is built. */
function searchesOf(resource: Change['resource']): Invalidation[] {
  const lists: Partial<Record<Change['resource'], QueryKey>> = {
    contacts: contactKeys.searches,
    projects: projectKeys.lists,
    deals: pipelineKeys.board,
  };
  const list = lists[resource];
  return [...(list ? [{ queryKey: list }] : []), { queryKey: globalSearchKeys.all }];
}

export function invalidationsFor(
  client: QueryClient,
  { resource, ids, searchable }: Change,
): Invalidation[] {
  const details = (prefix: QueryKey) => detailsOf(prefix, ids);
  if (searchable) return searchesOf(resource);
  if (resource === 'outbox') return [{ queryKey: outboxKeys.all }];
  if (ids.length === 0 && resource !== 'dealStages') return [];
  switch (resource) {
    case 'contacts':
      return [{ queryKey: contactKeys.searches }, ...details(contactKeys.details)];
    case 'buildings':
      return [
        ...details(buildingKeys.details),
        ...parentsOf(client, contactKeys.details, ids, contactChildren('buildings')),
      ];
    case 'deals':
      return [
        { queryKey: pipelineKeys.board },
        ...everyCached(client, contactKeys.details),
        ...listedIn(client, projectKeys.details, ids, projectDeals),
      ];
    case 'dealStages':
      return [{ queryKey: pipelineKeys.board }];
    case 'projects':
      return [
        { queryKey: projectKeys.lists },
        ...details(projectKeys.details),
        ...parentsOf(client, contactKeys.details, ids, contactChildren('projects')),
        // A building's page lists its projects; a project's page lists its other versions.
        ...parentsOf(client, buildingKeys.details, ids, buildingProjects),
        ...listedIn(client, projectKeys.details, ids, projectVersions),
      ];
    case 'modules':
      return [
        ...parentsOf(client, projectKeys.details, ids, projectModules),
        // Every photo write changes the photo module's payload in the same transaction, so the
        // rows this device holds follow the module's change.
        { queryKey: photoKeys.all },
      ];
    case 'pvPlans':
      return [{ queryKey: pvPlanKeys.all }];
    default:
      return [];
  }
}

/** The refetches the feed started and that have not settled yet, per cache. */
const refreshing = new WeakMap<QueryClient, Set<Promise<void>>>();

/**
 * Invalidates, keeping a read already under way instead of cancelling and starting it again:
 * during a sync a page lands every few hundred milliseconds, and each would restart the list on
 * screen (the core answering every cancelled read too, ahead of the user's next search). What a
 * kept read began too early to see is read once more when it lands: however many changes came
 * meanwhile, one more read.
 */
function refresh(client: QueryClient, invalidation: Invalidation): void {
  let running = refreshing.get(client);
  if (!running) refreshing.set(client, (running = new Set()));
  const kept = client.isFetching(invalidation) > 0;
  const again = () =>
    kept ? client.invalidateQueries(invalidation, { cancelRefetch: false }) : undefined;
  const done = client
    .invalidateQueries(invalidation, { cancelRefetch: false })
    .then(again)
    .catch(() => undefined);
  running.add(done);
  void done.finally(() => running.delete(done));
}

/**
 * Settles when every refetch the feed has started so far has landed. A write's events arrive
 * before its answer, so a save that waits for this resolves with the screen already showing it:
 * a form that closes on success never shows the old values for a moment.
 */
export async function feedRefreshed(client: QueryClient): Promise<void> {
  await Promise.all(refreshing.get(client) ?? []);
}

/**
 * Every cached read under the server's ids after a rename. Its key: the screen that now shows the
 * record under the server's id finds what it showed (no "loading" flash in place of a project's
 * plans or photos), and it is read again there. What it holds: a save from a screen that still
 * shows it (a module of a renamed project, a building of a renamed contact) would otherwise send
 * an id the core no longer holds, and its draft key would miss the draft the rename moved.
 */
function renameCached(client: QueryClient, renamed: Record<string, string>): Invalidation[] {
  const moved: Invalidation[] = [];
  for (const query of client.getQueryCache().getAll()) {
    const data = query.state.data;
    const shown = renameIds(data, renamed);
    const queryKey = renameIds(query.queryKey, renamed);
    if (queryKey === query.queryKey) {
      if (shown !== data) client.setQueryData(queryKey, shown);
      continue;
    }
    // A copy the server's id already has (read since) is newer than the one being moved.
    if (shown !== undefined && client.getQueryData(queryKey) === undefined)
      client.setQueryData(queryKey, shown);
    client.removeQueries({ queryKey: query.queryKey, exact: true });
    moved.push({ queryKey, exact: true });
  }
  return moved;
}

/** Applies one `changes` event to the cache. */
export function applyChange(client: QueryClient, change: Change): void {
  const moved = change.renamed ? renameCached(client, change.renamed) : [];
  for (const invalidation of [...moved, ...invalidationsFor(client, change)])
    refresh(client, invalidation);
}

/**
 * Applies a `status` event. The outbox list follows the counts too: a host whose local writes do
 * not yet emit an `outbox` change still gets a current list.
 */
export function applyStatus(client: QueryClient, status: SyncStatusView): void {
  noteStatusEvent();
  const before = client.getQueryData<SyncStatusView>(syncKeys.status);
  client.setQueryData(syncKeys.status, status);
  if (
    !before ||
    before.pending !== status.pending ||
    before.rejected !== status.rejected ||
    before.conflicts !== status.conflicts
  )
    refresh(client, { queryKey: outboxKeys.all });
}

/** Another workspace is active: nothing cached belongs to it. */
export function applyWorkspaceSwitch(client: QueryClient): void {
  client.clear();
}

/** The host's own data changed (settings, the workspace list, the demo server): read it again. */
export function applyHostChange(client: QueryClient, { changed }: EventPayload<'host'>): void {
  refresh(client, { queryKey: settingsKeys[changed], exact: true });
}
