import type { TFunction } from 'i18next';
import { z } from 'zod';
import {
  projectPatchStatuses,
  projectTypes,
  type Building,
  type Project,
  type ProjectType,
} from '../../../shared/api';
import { enumLabel } from '../../i18n/labels';
import { message } from '../../ui/use-create-form';

/*
 * The rules of the project forms apart from the screen. A new project's title is prefilled from
 * its type and the building's address ("Heizungsplanung Lüner Weg 4, Lüneburg") until the user
 * types one of their own.
 */

/** "Heizungsplanung Lüner Weg 4, Lüneburg"; the building's name when it has no address. */
export function defaultProjectTitle(
  t: TFunction,
  type: string,
  building: Pick<Building, 'name' | 'street' | 'city'> | undefined,
): string {
  const place = building
    ? [building.street, building.city].filter(Boolean).join(', ') || building.name
    : '';
  return [enumLabel(t, 'projectType', type), place].filter(Boolean).join(' ');
}

export interface NewProjectValues {
  buildingId: string;
  type: ProjectType;
  /** Null while the prefilled title is used. */
  title: string | null;
}

export const newProjectSchema = z.object({
  buildingId: z.string().min(1, message('chooseBuilding')),
  type: z.enum(projectTypes),
  title: z.string().trim().min(1, message('required')).max(200),
});

export const projectEditSchema = z.object({
  title: z.string().trim().min(1, message('required')).max(200),
  status: z.enum(projectPatchStatuses),
});
export type ProjectEditValues = z.input<typeof projectEditSchema>;

/** Only what changed: an unchanged title or status is not sent (nor could it overwrite a newer one). */
export function projectPatch(
  project: Pick<Project, 'title' | 'status'>,
  edited: z.output<typeof projectEditSchema>,
): { title?: string; status?: (typeof projectPatchStatuses)[number] } {
  const patch: { title?: string; status?: (typeof projectPatchStatuses)[number] } = {};
  if (edited.title !== project.title) patch.title = edited.title;
  if (edited.status !== project.status) patch.status = edited.status;
  return patch;
}

/** Groups the versions of a project (same root) under the first of them shown, in list order. */
export function groupVersions<P extends Pick<Project, 'id' | 'rootProjectId'>>(
  projects: P[],
): P[][] {
  const groups = new Map<string, P[]>();
  for (const p of projects) {
    const root = p.rootProjectId ?? p.id;
    const group = groups.get(root);
    if (group) group.push(p);
    else groups.set(root, [p]);
  }
  return [...groups.values()];
}
