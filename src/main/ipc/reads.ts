import type { BuildingDetail, ContactDetail, ProjectDetail } from '../../shared/ipc/contract';
import type { Core } from '../core';
import { NotFoundError } from './errors';

/*
 * Read models the views need, composed from the store's narrow reads: each is bounded by one
 * contact, one project or one page, so an IPC call stays short at any workspace size.
 */

type Store = Core['store'];

export function contactDetail(store: Store, id: string): ContactDetail {
  const contact = store.getContact(id);
  if (!contact)
    throw new NotFoundError(
      'contacts',
      id,
      `The contact ${id} is not on this device. It may have been removed; sync and search again.`,
    );
  return { contact, ...store.contactRelations(id) };
}

/** One page of a list; asks the store for one row more than shown to know whether more exist. */
export function pageOf<T>(
  read: (options: { limit: number; offset: number }) => T[],
  { limit, offset }: { limit: number; offset: number },
): { data: T[]; hasMore: boolean } {
  const rows = read({ limit: limit + 1, offset });
  return { data: rows.slice(0, limit), hasMore: rows.length > limit };
}

export function projectDetail(store: Store, id: string): ProjectDetail {
  const project = store.getProject(id);
  if (!project)
    throw new NotFoundError(
      'projects',
      id,
      `The project ${id} is not on this device. Sync and try again.`,
    );
  return {
    project,
    modules: store.listModules(id),
    contact: store.getContact(project.contactId) ?? null,
    building: store.getBuilding(project.buildingId) ?? null,
    deals: store.projectDeals(id),
    versions: store.projectVersions(project),
  };
}

export function buildingDetail(store: Store, id: string): BuildingDetail {
  const building = store.getBuilding(id);
  if (!building)
    throw new NotFoundError(
      'buildings',
      id,
      `The building ${id} is not on this device. Sync and try again.`,
    );
  return {
    building,
    contact: store.getContact(building.contactId) ?? null,
    projects: store.buildingProjects(id),
  };
}
