import type { ContactDetail, Pipeline, ProjectDetail } from '../../shared/ipc/contract';
import type { Core } from '../core';
import { NotFoundError } from './errors';

/*
 * Read models the views need, composed from the store's reads. Where the store has no narrow
 * read (a contact's buildings and deals), the snapshot of `dump()` is filtered.
 */

type Store = Core['store'];

export function contactDetail(store: Store, id: string): ContactDetail {
  const contact = store.getContact(id);
  if (!contact)
    throw new NotFoundError(
      `The contact ${id} is not on this device. It may have been removed; sync and search again.`,
    );
  const all = store.dump();
  return {
    contact,
    buildings: all.buildings.filter((b) => b.contactId === id),
    deals: all.deals.filter((d) => d.contactId === id),
    projects: all.projects.filter((p) => p.contactId === id),
  };
}

export function projectList(store: Store): { data: ReturnType<Store['dump']>['projects'] } {
  const projects = [...store.dump().projects].sort((a, b) =>
    b.updatedAt.localeCompare(a.updatedAt),
  );
  return { data: projects };
}

export function projectDetail(store: Store, id: string): ProjectDetail {
  const project = store.getProject(id);
  if (!project)
    throw new NotFoundError(`The project ${id} is not on this device. Sync and try again.`);
  return { project, modules: store.listModules(id) };
}

export function pipelineView(store: Store, now: Date): Pipeline {
  const stages = store.pipeline(now);
  return {
    columns: stages.map((column) => ({
      stage: column.stage,
      count: column.count,
      sum: column.sum,
      weightedSum: column.weightedSum,
      deals: column.deals.map((d) => ({
        ...d.deal,
        critical: d.critical,
        daysInStage: d.daysInStage,
      })),
    })),
  };
}
